// Sessions, login throttling and password-policy support. One statement per entry.
export const statements: string[] = [
  // One row per login; the token carries its id (`sid`), so logout and a password or role
  // change end tokens on the server while they are still signed and unexpired.
  `create table sessions (
    id uuid primary key default gen_random_uuid(),
    user_id uuid not null references users (id),
    created_at timestamptz not null default now(),
    expires_at timestamptz not null,
    revoked_at timestamptz
  )`,
  `create index sessions_user_live on sessions (user_id) where revoked_at is null`,
  `create index sessions_expires on sessions (expires_at)`,
  // Fixed-window counters of @fastify/rate-limit (per address, per address and e-mail), kept here
  // so every server process shares them and a restart does not hand out fresh budgets.
  `create table rate_limit_hits (
    key text primary key,
    hits integer not null,
    window_ends_at timestamptz not null
  )`,
  `create index rate_limit_hits_window on rate_limit_hits (window_ends_at)`,
  // Per-account login failures from any address: after a few, each further try waits longer.
  `create table login_failures (
    account_key text primary key,
    failures integer not null,
    last_attempt_at timestamptz not null,
    locked_until timestamptz
  )`,
  `create index login_failures_last_attempt on login_failures (last_attempt_at)`,
];
