import { areas, type Area } from '@ceylon/shared';

export interface AreaRelease {
  name: string;
  version: string;
  entry: string;
  previous: { version: string; entry: string } | null;
}

export type ReleaseManifest = Partial<Record<Area, AreaRelease>>;

export const RELEASE_MANIFEST_URL = '/remotes.json';

function isRelease(value: unknown): value is AreaRelease {
  if (!value || typeof value !== 'object') return false;
  const release = value as Record<string, unknown>;
  return typeof release.name === 'string' && typeof release.version === 'string' && typeof release.entry === 'string';
}

/** Keeps only well-formed areas, so one bad entry cannot take the others down. */
export function parseReleaseManifest(json: unknown): ReleaseManifest {
  const manifest: ReleaseManifest = {};
  if (!json || typeof json !== 'object') return manifest;
  for (const area of areas) {
    const release = (json as Record<string, unknown>)[area];
    if (isRelease(release)) manifest[area] = { ...release, previous: release.previous ?? null };
  }
  return manifest;
}

/** Reads the active release of every area; a failure leaves the site up with no areas. */
export async function fetchReleaseManifest(fetchImpl: typeof fetch = fetch): Promise<ReleaseManifest> {
  try {
    const response = await fetchImpl(RELEASE_MANIFEST_URL, { cache: 'no-cache' });
    if (!response.ok) throw new Error(`${RELEASE_MANIFEST_URL} answered ${response.status}`);
    return parseReleaseManifest(await response.json());
  } catch (error) {
    console.error('Could not read the release manifest', error);
    return {};
  }
}
