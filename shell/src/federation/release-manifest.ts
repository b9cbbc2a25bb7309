import { areas } from '@ceylon/shared';
import {
  INLINED_MANIFEST_ID,
  RemoteManifestEntrySchema,
  type RemoteManifestEntry,
  type RemotesManifest,
} from '@ceylon/shared/contracts/remotes-manifest';
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

/**
 * The release of every area this browser is to use: the copy the web server inlined in the page
 * (the same answer, without a request before the first area can load), else `/remotes.json`
 * (a page served by a dev server, or an older web server). A failure leaves the site up with no areas.
 */
export async function fetchReleaseManifest(fetchImpl: typeof fetch = fetch, page: Document = document): Promise<ReleaseManifest> {
  const inlined = readInlinedManifest(page);
  if (inlined !== null) return inlined;
  try {
    const response = await fetchImpl(RELEASE_MANIFEST_URL, { cache: 'no-cache' });
    if (!response.ok) throw new Error(`${RELEASE_MANIFEST_URL} answered ${response.status}`);
    return parseReleaseManifest(await response.json());
  } catch (error) {
    console.error('Could not read the release manifest', error);
    return {};
  }
}

/** The manifest in the page's `<script type="application/json" id="ceylon-remotes">`, or null when there is none to read. */
export function readInlinedManifest(page: Document): ReleaseManifest | null {
  const element = page.getElementById(INLINED_MANIFEST_ID);
  if (!(element instanceof HTMLScriptElement) || element.type !== 'application/json') return null;
  let json: unknown;
  try {
    json = JSON.parse(element.textContent ?? '');
  } catch (error) {
    console.error('The release manifest in the page is not JSON; asking the server', error);
    return null;
  }
  return json !== null && typeof json === 'object' && !Array.isArray(json) ? parseReleaseManifest(json) : null;
}
