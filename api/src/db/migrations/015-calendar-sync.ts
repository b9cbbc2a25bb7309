// Calendar sync by iCal (docs/decisions/0024-calendar-sync.md). A hotel's export
// token names its secret .ics feed; a calendar feed is an external calendar (Airbnb, Booking.com)
// whose nights hold one room each in hotel_nights.rooms_taken, and calendar_feed_nights records which
// nights each feed holds, so a sync writes only the difference and a feed's nights can be released.
// One statement per entry.
export const statements: string[] = [
  `create table hotel_calendar_exports (
    hotel_id uuid primary key references hotels (id),
    token text not null unique check (token ~ '^[A-Za-z0-9_-]{43}$'),
    created_at timestamptz not null default now()
  )`,
  `create table calendar_feeds (
    id uuid primary key default gen_random_uuid(),
    hotel_id uuid not null references hotels (id),
    name text not null check (length(name) between 1 and 60),
    url text not null check (length(url) <= 2000),
    created_by uuid not null references users (id),
    created_at timestamptz not null default now(),
    next_sync_at timestamptz not null default now(),
    claim_id uuid,
    locked_until timestamptz,
    last_attempt_at timestamptz,
    last_synced_at timestamptz,
    events_read integer check (events_read >= 0),
    last_error text check (length(last_error) <= 500),
    unique (hotel_id, url)
  )`,
  // The worker's claim reads the feeds due, soonest first.
  `create index calendar_feeds_due on calendar_feeds (next_sync_at)`,
  `create table calendar_feed_nights (
    feed_id uuid not null references calendar_feeds (id),
    night date not null,
    primary key (feed_id, night)
  )`,
];
