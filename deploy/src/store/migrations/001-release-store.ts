// The release store's tables as they were first made, when the store created them itself on first
// use: `if not exists`, so a store made then takes this migration as done. One statement per entry;
// `s` is the store's schema, quoted.
export const statements = (s: string): string[] => [
  `create table if not exists ${s}.release_versions (
    app text primary key, active text not null, previous text)`,
  `create table if not exists ${s}.release_canaries (
    app text primary key, version text not null, percent integer not null, since timestamptz not null)`,
  `create table if not exists ${s}.release_history (
    id bigserial primary key, app text not null, from_version text, to_version text not null,
    at timestamptz not null, command text not null, canary text, percent integer, reason text)`,
  `create table if not exists ${s}.release_load_failures (
    id bigserial primary key, area text not null, version text not null, type text not null, url text not null,
    message text not null, at timestamptz not null, browser text)`,
  `create table if not exists ${s}.release_vitals (
    id bigserial primary key, area text not null, version text not null, route text not null, metric text not null,
    value double precision not null, at timestamptz not null)`,
  `create table if not exists ${s}.release_served (
    area text not null, version text not null, browser text not null, primary key (area, version, browser))`,
  `create table if not exists ${s}.release_secrets (name text primary key, value text not null)`,
];
