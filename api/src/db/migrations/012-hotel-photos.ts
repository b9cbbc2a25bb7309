// Hotel photos. Each row is one uploaded photo with its stored encodings (`variants`,
// the PhotoVariant list); `position` orders them, 0 being the cover. `hotels.cover` keeps a copy
// of the cover's HotelPhoto JSON, written in the same transaction as every photo write, so cards
// and search read it without a join. The unique position is checked at commit, so a reorder may
// pass through duplicates. One statement per entry.
import { catalogueVersionTrigger } from './010-catalogue-version';

export const statements: string[] = [
  `create table hotel_photos (
    id uuid primary key default gen_random_uuid(),
    hotel_id uuid not null references hotels (id),
    position integer not null check (position >= 0),
    caption text not null,
    width integer not null check (width > 0),
    height integer not null check (height > 0),
    variants jsonb not null,
    created_at timestamptz not null default now(),
    constraint hotel_photos_position_unique unique (hotel_id, position) deferrable initially deferred
  )`,
  `alter table hotels add column cover jsonb`,
  catalogueVersionTrigger('hotel_photos'),
];
