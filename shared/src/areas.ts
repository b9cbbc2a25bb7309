/** The site's four federated areas and the container name each is registered under. */
export const containerNames = {
  public: 'remote_public',
  customer: 'remote_customer',
  owner: 'remote_owner',
  admin: 'remote_admin',
} as const;

export type Area = keyof typeof containerNames;

export const areas = Object.keys(containerNames) as Area[];

export const areaLabels: Record<Area, string> = {
  public: 'Public site',
  customer: 'Customer area',
  owner: 'Hotel owner area',
  admin: 'Admin area',
};

/** Every script the site loads may take this long before it counts as failed (DESIGN.md §2). */
export const SCRIPT_LOAD_TIMEOUT_MS = 120_000;
