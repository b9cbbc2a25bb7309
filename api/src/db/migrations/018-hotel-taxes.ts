// Taxes and charges (decision 0030): a hotel's ordered list of named charges, each
// a percentage (of the room charge, or compounding: of the room charge and the charges before it) or
// a fixed amount per stay or per night per room; and the price breakdown a booking was made at,
// kept with it so that later changes to prices, seasons or charges never change it. Bookings made
// before keep a null breakdown: their total was their room charge. Charges change what a search
// card's stay costs only through booking, not the search answer, so no catalogue trigger. One
// statement per entry; values written out, not imported, so that this migration stays what it was.
export const statements: string[] = [
  `create table hotel_charges (
    hotel_id uuid not null references hotels (id),
    position smallint not null check (position between 0 and 9),
    name text not null check (length(name) between 1 and 60),
    kind text not null check (kind in ('percent', 'perStay', 'perNight')),
    rate numeric(10, 2) not null check (rate >= 0 and (kind <> 'percent' or rate <= 100)),
    compound boolean not null default false,
    updated_by uuid not null references users (id),
    updated_at timestamptz not null default now(),
    primary key (hotel_id, position)
  )`,
  `alter table bookings add column price_breakdown jsonb`,
];
