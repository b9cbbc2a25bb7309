// Bookings name their room type and rate plan (decision 0040, addendum). Each booking gets the type
// and plan it was sold as, both of its own hotel (composite foreign keys on the `unique (hotel_id,
// id)` of migration 023), and the plan's terms as they were when it was booked: a closed JSON shape
// (`terms`), the meal plan, cancellation and payment as GET /api/hotels/:id/rate-plans answers them.
// The bookings here before are given their hotel's first room type (its Standard room, unless the
// owner removed it) and a plan offered on it, with the terms every booking had then. A booking
// inserted without a type or plan (the demo seed, the benchmarks, tests' direct inserts) gets the
// same from a trigger, so no path writes one without. No total, date, rooms or status changes.
// One statement per entry; values written out, not imported, so that this migration stays what it was.

/** The terms every hotel had before rate plans: free until 24 hours before check-in, then the first night; pay at the property; room only. */
const STANDARD_TERMS = JSON.stringify({
  mealPlan: 'room_only',
  cancellation: { kind: 'free_until', notice: 24, unit: 'hours', penalty: 'first_night', penaltyPercent: null },
  payment: { kind: 'pay_at_property', depositPercent: null },
});

/** The hotel's first room type: what a booking without one is in. */
const firstType = (booking: string) =>
  `(select t.id from room_types t where t.hotel_id = ${booking}.hotel_id order by t.created_at, t.id limit 1)`;

/** The hotel's first plan offered on the booking's type, else its first plan. */
const firstPlan = (booking: string) =>
  `(select p.id from rate_plans p
      left join rate_plan_room_types l on l.rate_plan_id = p.id and l.room_type_id = ${booking}.room_type_id
      where p.hotel_id = ${booking}.hotel_id
      order by (l.rate_plan_id is null), p.created_at, p.id limit 1)`;

export const statements: string[] = [
  `alter table bookings add column room_type_id uuid`,
  `alter table bookings add column rate_plan_id uuid`,
  `alter table bookings add column terms jsonb not null default '${STANDARD_TERMS}'
    check (jsonb_typeof(terms) = 'object' and jsonb_typeof(terms -> 'mealPlan') = 'string'
      and jsonb_typeof(terms -> 'cancellation') = 'object' and jsonb_typeof(terms -> 'payment') = 'object')`,
  `update bookings b set room_type_id = ${firstType('b')}`,
  `update bookings b set rate_plan_id = ${firstPlan('b')}`,
  `alter table bookings alter column room_type_id set not null`,
  `alter table bookings alter column rate_plan_id set not null`,
  // The type and plan are the booking's hotel's: a booking keeps them, so they cannot be removed under it.
  `alter table bookings add constraint bookings_room_type_fk foreign key (hotel_id, room_type_id) references room_types (hotel_id, id)`,
  `alter table bookings add constraint bookings_rate_plan_fk foreign key (hotel_id, rate_plan_id) references rate_plans (hotel_id, id)`,
  `create index bookings_room_type on bookings (room_type_id)`,
  `create index bookings_rate_plan on bookings (rate_plan_id)`,
  `create function booking_default_room_type() returns trigger language plpgsql as $$
    begin
      if new.room_type_id is null then
        new.room_type_id := ${firstType('new')};
      end if;
      if new.rate_plan_id is null then
        new.rate_plan_id := ${firstPlan('new')};
      end if;
      return new;
    end
  $$`,
  `create trigger bookings_default_type_and_plan before insert on bookings
    for each row execute function booking_default_room_type()`,
];
