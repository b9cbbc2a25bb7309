import type { RemoteRelease, RemotesManifest } from '@ceylon/shared/contracts/remotes-manifest';
import { apps, areas, type Area } from '../apps';
import type { ActiveVersions } from './activation';

export type RemoteOrigins = Partial<Record<Area, string>>;
export type ServedVersions = Partial<Record<Area, string>>;

/**
 * Pure: from active and previous versions to the manifest; areas with nothing active are left out.
 * An area in `served` (this browser's canary side or preview) gets that version instead, with the
 * active version as its fallback.
 */
export function buildRemotesManifest(
  active: ActiveVersions,
  previous: ActiveVersions,
  origins: RemoteOrigins = {},
  served: ServedVersions = {},
): RemotesManifest {
  const manifest: RemotesManifest = {};
  for (const area of areas) {
    const stable = active[area];
    if (stable === undefined) continue;
    const version = served[area] ?? stable;
    const before = version === stable ? previous[area] : stable;
    manifest[area] = {
      name: apps[area].container,
      ...release(area, version, origins[area]),
      previous: before === undefined || before === version ? null : release(area, before, origins[area]),
    };
  }
  return manifest;
}

function release(area: Area, version: string, origin = ''): RemoteRelease {
  return { version, entry: `${origin}/releases/${area}/${version}/${apps[area].entryFile}` };
}
