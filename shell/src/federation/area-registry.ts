import type { ComponentType } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { areas, containerNames, type Area } from '@ceylon/shared';
import type { AreaRelease, ReleaseManifest } from './release-manifest';
import { RemoteLoadError } from './remote-load-error';

let releases: ReleaseManifest = {};

/** Tells the federation runtime where each area's active release lives. Nothing is fetched yet. */
export function registerAreas(manifest: ReleaseManifest) {
  releases = manifest;
  registerRemotes(
    areas.flatMap((area) => {
      const release = manifest[area];
      return release ? [{ name: containerNames[area], entry: release.entry }] : [];
    }),
    { force: true },
  );
}

export const releaseOf = (area: Area): AreaRelease | undefined => releases[area];

/** `remote_admin/Dashboard` → `admin`. */
export function areaOfRequest(id: string): Area | undefined {
  const container = id.split('/')[0];
  return areas.find((area) => containerNames[area] === container);
}

type PageModule = { default: ComponentType };

/** Loads one exposed page of an area, e.g. `loadAreaPage('admin', './Dashboard')`. */
export async function loadAreaPage(area: Area, exposed: string): Promise<PageModule> {
  const release = releases[area];
  if (!release) throw new RemoteLoadError(area, 'missing', '/remotes.json', 'none');
  const module = await loadRemote<PageModule>(`${containerNames[area]}/${exposed.replace(/^\.\//, '')}`);
  if (!module?.default) throw new RemoteLoadError(area, 'missing', release.entry, release.version);
  return module;
}
