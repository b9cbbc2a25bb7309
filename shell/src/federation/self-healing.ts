import type { AreaRelease } from './release-manifest';
import { AreaLoadError } from './area-load-error';

export interface Healing<T> {
  /** Loads from whichever release of the area is registered now. */
  load: () => Promise<T>;
  /** Registers another release of the area in place of the current one. */
  switchTo: (release: AreaRelease) => void;
  /** Says that the active release failed both tries with `failure` (charged to that release). */
  reportFailure: (failure: AreaLoadError) => void;
  /** Says that `failure` happened and the page now uses `usedVersion`. */
  reportFallback: (failure: AreaLoadError, usedVersion: string) => void;
}

/**
 * The self-healing policy: a load that fails (entry or chunk; error, missing or timeout) is tried
 * once more, then the release that was active before this one is used instead, when there is one.
 * A failure of that one, or of anything that is not a load failure, goes to the area's boundary.
 *
 * Every failure is charged to the release this policy was loading when it happened. The error's
 * own version was read from the area's current release when the runtime gave up, which by then
 * may be the fallback another load of the same area has switched to.
 */
export async function loadWithFallback<T>(release: AreaRelease, healing: Healing<T>): Promise<T> {
  let failure: AreaLoadError | undefined;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      return await healing.load();
    } catch (error) {
      if (!(error instanceof AreaLoadError)) throw error;
      failure = chargedTo(error, release.version);
    }
  }
  // With no fallback the failure goes to the boundary, which reports it.
  if (!failure) throw new Error(`The ${release.name} area did not load`);
  if (!release.previous) throw failure;
  // Reported before the fallback is tried, so it is not lost when the fallback fails too (the
  // boundary then reports the fallback's own failure).
  healing.reportFailure(failure);
  const { version, entry } = release.previous;
  // The fallback has no fallback of its own: if it fails too, the area shows its failure page.
  healing.switchTo({ ...release, version, entry, previous: null });
  let loaded: T;
  try {
    loaded = await healing.load();
  } catch (error) {
    throw error instanceof AreaLoadError ? chargedTo(error, version) : error;
  }
  healing.reportFallback(failure, version);
  return loaded;
}

/**
 * `error` as a failure of `version`. A URL inside the release store names its version outright
 * (`/releases/<area>/<version>/…`) and wins; otherwise the release being loaded is the one.
 */
export function chargedTo(error: AreaLoadError, version: string): AreaLoadError {
  const named = versionInUrl(error.url, error.area) ?? version;
  return named === error.version ? error : new AreaLoadError(error.area, error.type, error.url, named, error.cause ?? error);
}

function versionInUrl(url: string, area: string): string | undefined {
  let path: string;
  try {
    path = new URL(url, 'http://site.invalid').pathname;
  } catch {
    return undefined;
  }
  const [, releases, urlArea, version] = path.split('/');
  return releases === 'releases' && urlArea === area && version ? version : undefined;
}
