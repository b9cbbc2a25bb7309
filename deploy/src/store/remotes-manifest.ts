import { apps, remoteNames, type RemoteName } from '../apps';
import type { ActiveVersions } from './activation';

export interface RemoteRelease {
  version: string;
  entry: string;
}

export interface RemoteManifestEntry extends RemoteRelease {
  name: string;
  /** The release to fall back to when this one fails to load; null when there is none. */
  previous: RemoteRelease | null;
}

/** The body of `/remotes.json`, the contract the shell reads before its first render. */
export type RemotesManifest = Partial<Record<RemoteName, RemoteManifestEntry>>;

export type RemoteOrigins = Partial<Record<RemoteName, string>>;

/** Pure: from active and previous versions to the manifest; areas with nothing active are left out. */
export function buildRemotesManifest(active: ActiveVersions, previous: ActiveVersions, origins: RemoteOrigins = {}): RemotesManifest {
  const manifest: RemotesManifest = {};
  for (const area of remoteNames) {
    const version = active[area];
    if (version === undefined) continue;
    const before = previous[area];
    manifest[area] = {
      name: apps[area].container,
      ...release(area, version, origins[area]),
      previous: before === undefined || before === version ? null : release(area, before, origins[area]),
    };
  }
  return manifest;
}

function release(area: RemoteName, version: string, origin = ''): RemoteRelease {
  return { version, entry: `${origin}/releases/${area}/${version}/remoteEntry.js` };
}
