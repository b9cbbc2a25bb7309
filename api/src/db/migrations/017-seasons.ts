// Seasons: a hotel's date ranges with their own price per night per guest, an optional
// weekend price (on the ISO weekdays weekend_nights names, Friday and Saturday nights by default)
// and a minimum stay for stays that start in them. A hotel's seasons never overlap: the API checks
// it under the hotel's row lock, the lock the booking path takes. Search answers carry stay totals
// priced from seasons, so they move the catalogue's version. One statement per entry. Values
// written out, not imported, so that this migration stays what it was when it ran.
import { catalogueVersionTrigger } from './010-catalogue-version';

export const statements: string[] = [
  `create table hotel_seasons (
    id uuid primary key default gen_random_uuid(),
    hotel_id uuid not null references hotels (id),
    name text not null check (length(name) between 1 and 60),
    first_night date not null,
    last_night date not null,
    price numeric(10, 2) not null check (price >= 0),
    weekend_price numeric(10, 2) check (weekend_price >= 0),
    weekend_nights smallint[] not null default '{5,6}' check (weekend_nights <@ array[1, 2, 3, 4, 5, 6, 7]::smallint[] and cardinality(weekend_nights) between 1 and 7),
    min_nights smallint not null default 1 check (min_nights between 1 and 90),
    created_by uuid not null references users (id),
    created_at timestamptz not null default now(),
    check (last_night >= first_night)
  )`,
  // A hotel's seasons by last night: the list, the overlap check, a stay's price and a search page's totals.
  `create index hotel_seasons_hotel_last on hotel_seasons (hotel_id, last_night)`,
  catalogueVersionTrigger('hotel_seasons'),
];
