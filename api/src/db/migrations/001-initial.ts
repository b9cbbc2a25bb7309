// The first schema: one statement per entry, because PGlite's extended protocol runs one at a time.
export const statements = [
  `create table users (
    id uuid primary key default gen_random_uuid(),
    first_name text not null,
    last_name text not null,
    email text not null,
    role text not null check (role in ('user', 'admin', 'hotelOwner')),
    password_hash text not null,
    created_at timestamptz not null default now(),
    deleted_at timestamptz
  )`,
  // Case-insensitive uniqueness among live accounts; a deleted account frees its e-mail.
  `create unique index users_email_unique on users (lower(email)) where deleted_at is null`,
  `create table hotels (
    id uuid primary key default gen_random_uuid(),
    title text not null,
    location text not null,
    price numeric(10, 2) not null check (price >= 0),
    description text not null default '',
    image_url text not null,
    rating numeric(2, 1) not null check (rating between 1 and 5),
    best_seller boolean not null default false,
    rooms integer not null default 10 check (rooms between 1 and 10000),
    creator_id uuid not null references users (id),
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    deleted_at timestamptz
  )`,
  `create index hotels_creator on hotels (creator_id)`,
  `create table bookings (
    id uuid primary key default gen_random_uuid(),
    hotel_id uuid not null references hotels (id),
    user_id uuid not null references users (id),
    check_in date not null,
    check_out date not null,
    guests integer not null check (guests between 1 and 10),
    total_price numeric(12, 2) not null check (total_price >= 0),
    status text not null default 'confirmed' check (status in ('confirmed', 'completed', 'pending', 'cancelled')),
    created_at timestamptz not null default now(),
    cancelled_at timestamptz,
    check (check_out > check_in)
  )`,
  `create index bookings_hotel_dates on bookings (hotel_id, check_in, check_out) where status in ('confirmed', 'pending')`,
  `create index bookings_user on bookings (user_id)`,
  `create table idempotency_keys (
    user_id uuid not null references users (id),
    key text not null,
    request_hash text not null,
    status_code integer,
    response jsonb,
    created_at timestamptz not null default now(),
    primary key (user_id, key)
  )`,
  `create table contact_messages (
    id uuid primary key default gen_random_uuid(),
    name text not null,
    email text not null,
    subject text not null,
    message text not null,
    created_at timestamptz not null default now(),
    emailed_at timestamptz
  )`,
  `create table newsletter_subscribers (
    id uuid primary key default gen_random_uuid(),
    email text not null,
    created_at timestamptz not null default now()
  )`,
  `create unique index newsletter_email_unique on newsletter_subscribers (lower(email))`,
  `create table client_errors (
    id uuid primary key default gen_random_uuid(),
    area text not null,
    version text not null,
    url text not null,
    type text not null,
    message text not null,
    user_agent text not null,
    created_at timestamptz not null default now()
  )`,
  `create index client_errors_created on client_errors (created_at desc)`,
];
