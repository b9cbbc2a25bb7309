// Promotion codes (decision 0032): an administrator's site-wide codes (hotel_id
// null) and an owner's codes for their own hotels, a percentage or a fixed amount off the room
// charge. Codes are kept in upper case and are unique overall, whatever their hotel. A booking that
// used a code has one promotion_uses row; a code's uses are its rows whose booking is not
// cancelled, so a cancelled booking gives its use back. The booking transaction locks the code's
// row before counting, so a code limited to N uses is used at most N times. One statement per
// entry; values written out, not imported, so that this migration stays what it was.
export const statements: string[] = [
  `create table promotions (
    id uuid primary key default gen_random_uuid(),
    hotel_id uuid references hotels (id),
    code text not null unique check (code ~ '^[A-Z0-9-]{1,30}$'),
    kind text not null check (kind in ('percent', 'amount')),
    value numeric(10, 2) not null check (value > 0 and (kind <> 'percent' or value <= 100)),
    valid_from date not null,
    valid_until date not null,
    applies_to text not null default 'stay' check (applies_to in ('stay', 'booking')),
    min_nights integer check (min_nights between 1 and 90),
    max_uses integer check (max_uses >= 1),
    max_uses_per_guest integer check (max_uses_per_guest >= 1),
    active boolean not null default true,
    created_by uuid not null references users (id),
    created_at timestamptz not null default now(),
    check (valid_from <= valid_until)
  )`,
  `create index promotions_hotel_id on promotions (hotel_id)`,
  `create table promotion_uses (
    booking_id uuid primary key references bookings (id),
    promotion_id uuid not null references promotions (id),
    user_id uuid not null references users (id)
  )`,
  `create index promotion_uses_promotion_id on promotion_uses (promotion_id, user_id)`,
];
