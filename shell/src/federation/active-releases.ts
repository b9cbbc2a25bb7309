import { areas, containerNames, type Area } from '@ceylon/shared';
import type { AreaRelease, ReleaseManifest } from './release-manifest';

// The release of each area this page is using: the active one from /remotes.json, or the one
// before it after a fallback. One place, read by the loader, the load policy and the reports.
let releases: ReleaseManifest = {};

export function setReleases(manifest: ReleaseManifest) {
  releases = { ...manifest };
}

export function setRelease(area: Area, release: AreaRelease) {
  releases = { ...releases, [area]: release };
}

export const releaseOf = (area: Area): AreaRelease | undefined => releases[area];

/** `remote_admin/Dashboard` → `admin`. */
export function areaOfRequest(id: string): Area | undefined {
  const container = id.split('/')[0];
  return areas.find((area) => containerNames[area] === container);
}
