// Room inventory: a booking holds `rooms` rooms for each night, and hotel_nights keeps
// the rooms taken per hotel per night, so the room check and availability read a few rows instead
// of every booking. One statement per entry. Names are unqualified like 001–003: the connection's
// search_path (DATABASE_SCHEMA) is the schema they are created in.
export const statements: string[] = [
  `alter table bookings add column rooms integer not null default 1 check (rooms >= 1)`,
  // A row per hotel per night with at least one booking that takes rooms (status confirmed or
  // pending, as bookings_hotel_dates); kept in the same transaction as every booking write.
  `create table hotel_nights (
    hotel_id uuid not null references hotels (id),
    night date not null,
    rooms_taken integer not null default 0 check (rooms_taken >= 0),
    primary key (hotel_id, night)
  )`,
  // Search reads every hotel's busiest night of a stay: nights first, then hotels.
  `create index hotel_nights_night_hotel on hotel_nights (night, hotel_id)`,
  // The bookings made before this migration: their nights, summed per hotel.
  `insert into hotel_nights (hotel_id, night, rooms_taken)
    select b.hotel_id, stay.night::date, sum(b.rooms)::int
    from bookings b
    cross join lateral generate_series(b.check_in, b.check_out - 1, interval '1 day') as stay(night)
    where b.status in ('confirmed', 'pending')
    group by b.hotel_id, stay.night::date`,
];
