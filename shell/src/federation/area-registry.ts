import type { ComponentType } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { areas, containerNames, type AppTexts, type Area } from '@ceylon/shared';
import { releaseOf, setRelease, setReleases } from './active-releases';
import type { AreaRelease, ReleaseManifest } from './release-manifest';
import { AreaLoadError } from './area-load-error';
import { reportAreaFailure, reportFallback } from './report-load-failure';
import { loadWithFallback } from './self-healing';

/** Tells the federation runtime where each area's active release lives. Nothing is fetched yet. */
export function registerAreas(manifest: ReleaseManifest) {
  setReleases(manifest);
  registerRemotes(
    areas.flatMap((area) => {
      const release = manifest[area];
      return release ? [{ name: containerNames[area], entry: release.entry }] : [];
    }),
    { force: true },
  );
}

/**
 * Points the area at another release for the rest of this page's life. `force` makes the runtime
 * forget the container (and entry) it had for that name, so the next load fetches the new entry.
 */
function switchRelease(area: Area, release: AreaRelease) {
  if (releaseOf(area)?.entry === release.entry) return;
  setRelease(area, release);
  registerRemotes([{ name: containerNames[area], entry: release.entry }], { force: true });
}

/** An exposed page: its component, and its area's texts (every area page exports them). */
type PageModule = { default: ComponentType; texts?: AppTexts };

/**
 * Loads one exposed page of an area, e.g. `loadAreaPage('admin', './Dashboard')`; when the
 * active release will not load, retries once and then falls back to the release before it.
 */
export async function loadAreaPage(area: Area, exposed: string): Promise<PageModule> {
  const release = releaseOf(area);
  if (!release) throw new AreaLoadError(area, 'missing', '/remotes.json', 'none');
  return loadWithFallback(release, {
    load: () => loadExposed(area, exposed),
    switchTo: (next) => switchRelease(area, next),
    reportFailure: (failure) => reportAreaFailure(area, failure),
    reportFallback: (failure, usedVersion) => reportFallback(area, failure, usedVersion),
  });
}

/** The exposed module itself, through federation; no retry or fallback (loadAreaPage adds them). */
async function loadExposed(area: Area, exposed: string): Promise<PageModule> {
  const module = await loadRemote<PageModule>(`${containerNames[area]}/${exposed.replace(/^\.\//, '')}`);
  if (!module?.default) {
    const release = releaseOf(area);
    throw new AreaLoadError(area, 'missing', release?.entry ?? exposed, release?.version ?? 'unknown');
  }
  return module;
}
