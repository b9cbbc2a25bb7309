// Hotel details and closed dates. Hotels gain amenities (ids from the shared AMENITIES
// list), an address and check-in/check-out times. An owner's closure is a row of hotel_closures and,
// in the same transaction, `closed` on each of its nights in hotel_nights, so search, availability
// and the booking check see a closed night in the rows they already read. One statement per entry.
// Values written out, not imported, so that this migration stays what it was when it ran.
import { catalogueVersionTrigger } from './010-catalogue-version';

const AMENITY_LIST = `'wifi', 'pool', 'parking', 'breakfast', 'air-conditioning', 'spa', 'beach-access', 'airport-transfer', 'restaurant', 'family-rooms'`;
const TIME_OF_DAY = `'^([01][0-9]|2[0-3]):[0-5][0-9]$'`;

export const statements: string[] = [
  `alter table hotels add column amenities text[] not null default '{}' check (amenities <@ array[${AMENITY_LIST}]::text[])`,
  `alter table hotels add column address text not null default '' check (length(address) <= 300)`,
  `alter table hotels add column check_in_time text not null default '14:00' check (check_in_time ~ ${TIME_OF_DAY})`,
  `alter table hotels add column check_out_time text not null default '12:00' check (check_out_time ~ ${TIME_OF_DAY})`,
  `create table hotel_closures (
    id uuid primary key default gen_random_uuid(),
    hotel_id uuid not null references hotels (id),
    first_night date not null,
    last_night date not null,
    reason text not null default '' check (length(reason) <= 200),
    created_by uuid not null references users (id),
    created_at timestamptz not null default now(),
    check (last_night >= first_night)
  )`,
  // A hotel's current and coming closures: the list and the overlap check read them by last night.
  `create index hotel_closures_hotel_last on hotel_closures (hotel_id, last_night)`,
  // A closed night counts as full; its row stays while closed even when no room is taken.
  `alter table hotel_nights add column closed boolean not null default false`,
  // The occupancy calendar's month of stays (stored 'completed' ones too, which bookings_hotel_dates leaves out).
  `create index bookings_hotel_stays on bookings (hotel_id, check_in) where status <> 'cancelled'`,
  catalogueVersionTrigger('hotel_closures'),
];
