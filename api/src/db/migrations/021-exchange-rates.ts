// Rates prices may be shown at in other currencies (decision 0035): every rate an
// administrator set is kept (the newest per currency is the one in use), and a booking keeps the
// currency and rate its page showed. Dollars stay what is charged. Values written out, not
// imported, so that this migration stays what it was.
export const statements: string[] = [
  `create table exchange_rates (
    id uuid primary key default gen_random_uuid(),
    currency text not null check (currency in ('LKR', 'EUR', 'GBP', 'INR')),
    per_usd numeric(16, 6) not null check (per_usd > 0),
    set_at timestamptz not null default now(),
    set_by uuid references users (id)
  )`,
  `create index exchange_rates_currency_set_at on exchange_rates (currency, set_at desc)`,
  `alter table bookings add column shown_currency text check (shown_currency in ('USD', 'LKR', 'EUR', 'GBP', 'INR'))`,
  `alter table bookings add column shown_rate numeric(16, 6) check (shown_rate > 0)`,
];
