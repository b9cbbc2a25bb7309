// Trustworthy release telemetry: distinct browsers per report. One statement per entry.
export const statements: string[] = [
  // A digest of the reporting browser's signed id, when the host could vouch for one (the site's
  // web server); null for reports that came without one, and for every report made before.
  `alter table client_errors add column browser text`,
];
