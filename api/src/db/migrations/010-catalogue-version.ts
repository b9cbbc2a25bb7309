// The catalogue's version: one number that every write to what a search answers with
// (hotels, their nights, closures and photos, and the users whose names they carry) moves on, in the writer's own transaction. The
// search-response cache keys its entries by it, so a cached answer is never served after a write
// that changes it has committed, on one server or several. Statement-level triggers, so no write
// path can forget: a later migration adds `catalogueVersionTrigger('<table>')` for its own tables.
// One statement per entry.

/** The trigger that moves the version on after any insert, update or delete of `table`. */
export const catalogueVersionTrigger = (table: string): string =>
  `create trigger ${table}_catalogue_version after insert or update or delete or truncate on ${table}
    for each statement execute function bump_catalogue_version()`;

export const statements: string[] = [
  `create table catalogue_version (
    id boolean primary key default true check (id),
    version bigint not null default 0
  )`,
  `insert into catalogue_version (id, version) values (true, 0)`,
  `create function bump_catalogue_version() returns trigger language plpgsql as $$
    begin
      update catalogue_version set version = version + 1 where id;
      return null;
    end
  $$`,
  catalogueVersionTrigger('hotels'),
  catalogueVersionTrigger('hotel_nights'),
  // A hotel's answer carries its creator's name.
  catalogueVersionTrigger('users'),
];
