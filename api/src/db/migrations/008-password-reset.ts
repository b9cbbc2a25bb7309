// Password reset links. One statement per entry.
export const statements: string[] = [
  // One row per link sent. Only the SHA-256 of the token is kept, so a copy of the database (or a
  // backup) cannot be used to reset anyone's password; the link is good until `expires_at` and once.
  `create table password_reset_tokens (
    id uuid primary key default gen_random_uuid(),
    user_id uuid not null references users (id),
    token_hash text not null,
    expires_at timestamptz not null,
    used_at timestamptz,
    created_at timestamptz not null default now()
  )`,
  `create unique index password_reset_tokens_hash on password_reset_tokens (token_hash)`,
  // A reset (or a new password set any other way) ends the person's other outstanding links.
  `create index password_reset_tokens_user_open on password_reset_tokens (user_id) where used_at is null`,
  `create index password_reset_tokens_expires on password_reset_tokens (expires_at)`,
];
