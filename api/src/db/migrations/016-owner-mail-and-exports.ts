// Mail to hotel owners and bookings exports: three more kinds in the
// outbox, each owner's choice of which of them to receive (no row: all three), and the order the
// CSV exports read bookings in, page by page. One statement per entry.
export const statements: string[] = [
  `alter table mail_outbox drop constraint mail_outbox_kind_check`,
  `alter table mail_outbox add constraint mail_outbox_kind_check check (kind in (
    'booking-confirmed', 'booking-cancelled', 'password-reset', 'contact',
    'owner-booking-made', 'owner-booking-cancelled', 'owner-review-written'
  ))`,
  `create table owner_mail_settings (
    user_id uuid primary key references users (id) on delete cascade,
    booking_made boolean not null default true,
    booking_cancelled boolean not null default true,
    review_written boolean not null default true,
    updated_at timestamptz not null default now()
  )`,
  // An export reads bookings in the order they were made, a page at a time after the last one read.
  `create index bookings_made on bookings (created_at, id)`,
  `create index bookings_hotel_made on bookings (hotel_id, created_at, id)`,
];
