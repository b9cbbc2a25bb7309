// Booking references and the mail outbox. One statement per entry.
/** Six characters drawn from the reference alphabet, in SQL. */
const SIX = Array.from({ length: 6 }, () => "substr('23456789ABCDEFGHJKMNPQRSTUVWXYZ', 1 + floor(random() * 31)::int, 1)").join(' || ');

export const statements: string[] = [
  // `CS-` and six characters of an alphabet without 0/O/1/I/L. The API draws them with
  // crypto.randomInt (api/src/bookings/booking-reference.ts) and draws again on a clash; this default (a
  // volatile one, so evaluated per row) gives the bookings made before this migration theirs, and
  // those of the seed and of tests that insert rows directly.
  `alter table bookings add column reference text not null default ('CS-' || ${SIX})`,
  // A clash among the backfilled rows (about 1 in 887 million per pair) draws again until none is left.
  `do $$
  begin
    loop
      update bookings set reference = 'CS-' || ${SIX}
        where id in (
          select id from (
            select id, row_number() over (partition by reference order by id) as nth from bookings
          ) ranked where nth > 1
        );
      exit when not found;
    end loop;
  end $$`,
  `create unique index bookings_reference_unique on bookings (reference)`,
  // Every message is written here first (in the transaction of what caused it); the outbox worker
  // (api/src/mail/outbox-worker.ts) delivers it with retries, so a mail server that is down delays
  // mail but never fails the request and nothing is lost across restarts.
  `create table mail_outbox (
    id integer generated always as identity primary key,
    kind text not null check (kind in ('booking-confirmed', 'booking-cancelled', 'password-reset', 'contact')),
    to_address text not null,
    reply_to text,
    subject text not null,
    text_body text not null,
    html_body text not null,
    attachments jsonb not null default '[]'::jsonb,
    status text not null default 'pending' check (status in ('pending', 'sending', 'sent', 'failed')),
    attempts integer not null default 0 check (attempts >= 0),
    next_attempt_at timestamptz not null default now(),
    last_error text,
    locked_until timestamptz,
    booking_id uuid references bookings (id),
    created_at timestamptz not null default now(),
    sent_at timestamptz,
    message_id text
  )`,
  // The worker's claim reads messages due for delivery in id order.
  `create index mail_outbox_due on mail_outbox (next_attempt_at, id) where status in ('pending', 'sending')`,
  // The success page reads the confirmation of one booking.
  `create index mail_outbox_booking on mail_outbox (booking_id) where booking_id is not null`,
];
