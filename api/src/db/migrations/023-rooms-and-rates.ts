// Room types and rate plans (decision 0040). A hotel sells room types (each with its occupancy,
// rooms and price, per person or per room by occupancy) through rate plans (meal plan,
// cancellation and payment terms, a price adjustment), each plan offered on the types it names.
// Every hotel has a room type and a rate plan from its creation: the trigger below gives a new
// hotel a "Standard room" with its rooms and price per person and a "Standard rate" on it with the
// terms hotels always had (free cancellation until 24 hours before check-in, pay at the property,
// room only), in the statement that inserts the hotel, whichever path inserts it; the hotels here
// before get the same. Bookings are not touched. Types and plans go with their hotel only when it
// is removed outright (clearing the data); a hotel's deletion is otherwise soft. One statement per
// entry; values written out, not imported, so that this migration stays what it was.
const ROOM_AMENITIES = [
  'air-conditioning',
  'wifi',
  'tv',
  'minibar',
  'kettle',
  'safe',
  'desk',
  'balcony',
  'sea-view',
  'bathtub',
  'kitchenette',
]
  .map((id) => `'${id}'`)
  .join(', ');

/** A room type carrying the hotel's rooms and price per person, and a rate plan on it with the old terms. */
const defaultTypeAndPlan = (hotel: string) => [
  `insert into room_types (hotel_id, name, max_adults, max_children, max_guests, rooms, pricing_basis, price, created_at)
    select id, 'Standard room', 10, 9, 10, rooms, 'per_person', price, created_at from ${hotel}`,
  `insert into rate_plans (hotel_id, name, meal_plan, cancellation, cancellation_notice, cancellation_notice_unit,
      cancellation_penalty, payment, created_at)
    select id, 'Standard rate', 'room_only', 'free_until', 24, 'hours', 'first_night', 'pay_at_property', created_at from ${hotel}`,
  `insert into rate_plan_room_types (hotel_id, rate_plan_id, room_type_id)
    select p.hotel_id, p.id, t.id from rate_plans p join room_types t on t.hotel_id = p.hotel_id
    where p.hotel_id in (select id from ${hotel})`,
];

export const statements: string[] = [
  `create table room_types (
    id uuid primary key default gen_random_uuid(),
    hotel_id uuid not null references hotels (id) on delete cascade,
    name text not null check (length(name) between 1 and 60),
    description text not null default '' check (length(description) <= 2000),
    beds text not null default '' check (length(beds) <= 100),
    size_m2 smallint check (size_m2 between 1 and 2000),
    max_adults smallint not null check (max_adults between 1 and 10),
    max_children smallint not null default 0 check (max_children between 0 and 10),
    max_guests smallint not null check (max_guests between 1 and 10),
    rooms integer not null check (rooms between 1 and 10000),
    amenities text[] not null default '{}' check (amenities <@ array[${ROOM_AMENITIES}]::text[]),
    pricing_basis text not null check (pricing_basis in ('per_person', 'per_room')),
    price numeric(10, 2) not null check (price >= 0),
    included_adults smallint check (included_adults between 1 and 10),
    extra_adult_price numeric(10, 2) check (extra_adult_price >= 0),
    child_prices jsonb not null default '[]' check (jsonb_typeof(child_prices) = 'array' and jsonb_array_length(child_prices) <= 4),
    created_at timestamptz not null default now(),
    check (max_adults <= max_guests and max_guests <= max_adults + max_children),
    check (
      (pricing_basis = 'per_person' and included_adults is null and extra_adult_price is null and child_prices = '[]')
      or (pricing_basis = 'per_room' and included_adults is not null and extra_adult_price is not null and included_adults <= max_adults)
    ),
    unique (hotel_id, id)
  )`,
  `create unique index room_types_hotel_name on room_types (hotel_id, lower(name))`,
  `create table rate_plans (
    id uuid primary key default gen_random_uuid(),
    hotel_id uuid not null references hotels (id) on delete cascade,
    name text not null check (length(name) between 1 and 60),
    meal_plan text not null check (meal_plan in ('room_only', 'bed_and_breakfast', 'half_board', 'full_board')),
    cancellation text not null check (cancellation in ('free_until', 'non_refundable')),
    cancellation_notice smallint,
    cancellation_notice_unit text check (cancellation_notice_unit in ('days', 'hours')),
    cancellation_penalty text check (cancellation_penalty in ('first_night', 'percentage', 'full_stay')),
    cancellation_penalty_percent numeric(5, 2) check (cancellation_penalty_percent between 0.01 and 100),
    payment text not null check (payment in ('pay_at_property', 'deposit', 'prepay')),
    deposit_percent numeric(5, 2) check (deposit_percent between 0.01 and 99.99),
    price_adjustment_percent numeric(5, 2) not null default 0 check (price_adjustment_percent between -90 and 100),
    active boolean not null default true,
    created_at timestamptz not null default now(),
    check (
      (cancellation = 'non_refundable' and cancellation_notice is null and cancellation_notice_unit is null
        and cancellation_penalty is null and cancellation_penalty_percent is null)
      or (cancellation = 'free_until' and cancellation_penalty is not null
        and ((cancellation_notice_unit = 'days' and cancellation_notice between 0 and 365)
          or (cancellation_notice_unit = 'hours' and cancellation_notice between 0 and 8760))
        and (cancellation_penalty = 'percentage') = (cancellation_penalty_percent is not null))
    ),
    check ((payment = 'deposit') = (deposit_percent is not null)),
    unique (hotel_id, id)
  )`,
  `create unique index rate_plans_hotel_name on rate_plans (hotel_id, lower(name))`,
  // Which room types a plan is offered on; both of the same hotel, as the composite keys make sure.
  `create table rate_plan_room_types (
    hotel_id uuid not null,
    rate_plan_id uuid not null,
    room_type_id uuid not null,
    primary key (rate_plan_id, room_type_id),
    foreign key (hotel_id, rate_plan_id) references rate_plans (hotel_id, id) on delete cascade,
    foreign key (hotel_id, room_type_id) references room_types (hotel_id, id) on delete cascade
  )`,
  `create index rate_plan_room_types_room_type on rate_plan_room_types (room_type_id)`,
  ...defaultTypeAndPlan('hotels'),
  `create function add_default_room_type() returns trigger language plpgsql as $$
    begin
      ${defaultTypeAndPlan('new_hotels')
        .map((statement) => `${statement};`)
        .join('\n      ')}
      return null;
    end
  $$`,
  `create trigger hotels_default_room_type after insert on hotels
    referencing new table as new_hotels for each statement execute function add_default_room_type()`,
];
