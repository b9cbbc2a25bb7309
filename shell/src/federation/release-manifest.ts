import { areas } from '@ceylon/shared';
import { RemoteManifestEntrySchema, type RemoteManifestEntry, type RemotesManifest } from '@ceylon/shared/contracts/remotes-manifest';
import { matchesSchema } from './schema-check';

export type AreaRelease = RemoteManifestEntry;
export type ReleaseManifest = RemotesManifest;

export const RELEASE_MANIFEST_URL = '/remotes.json';

/** Keeps only well-formed areas, so one bad entry cannot take the others down. */
export function parseReleaseManifest(json: unknown): ReleaseManifest {
  const manifest: ReleaseManifest = {};
  if (!json || typeof json !== 'object') return manifest;
  for (const area of areas) {
    const release = (json as Record<string, unknown>)[area];
    if (matchesSchema(RemoteManifestEntrySchema, release)) manifest[area] = release;
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
