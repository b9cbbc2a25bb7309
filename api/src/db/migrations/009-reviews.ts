// Reviews of stays: one per booking, by its guest, after the stay. The hotel keeps the
// count and the sum of its ratings, changed in the same transaction as every review write, so
// cards and search read a hotel's guest score without aggregating reviews. One statement per entry.
export const statements: string[] = [
  `alter table hotels add column review_count integer not null default 0 check (review_count >= 0)`,
  `alter table hotels add column review_total integer not null default 0 check (review_total >= 0)`,
  `create table reviews (
    id uuid primary key default gen_random_uuid(),
    booking_id uuid not null unique references bookings (id),
    hotel_id uuid not null references hotels (id),
    user_id uuid not null references users (id),
    rating integer not null check (rating between 1 and 5),
    body text not null check (char_length(body) <= 2000),
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    owner_reply text check (char_length(owner_reply) <= 1000),
    owner_replied_at timestamptz,
    check ((owner_reply is null) = (owner_replied_at is null))
  )`,
  // A hotel's reviews newest first, in the keyset order of GET /api/hotels/:id/reviews.
  `create index reviews_hotel_newest on reviews (hotel_id, created_at desc, id desc)`,
];
