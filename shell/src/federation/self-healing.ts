import type { AreaRelease } from './release-manifest';
import { RemoteLoadError } from './remote-load-error';

export interface Healing<T> {
  /** Loads from whichever release of the area is registered now. */
  load: () => Promise<T>;
  /** Registers another release of the area in place of the current one. */
  switchTo: (release: AreaRelease) => void;
  /** Says that `failure` happened and the page now uses `usedVersion`. */
  reportFallback: (failure: RemoteLoadError, usedVersion: string) => void;
}

/**
 * The self-healing policy: a load that fails (entry or chunk; error, missing or timeout) is tried
 * once more, then the release that was active before this one is used instead, when there is one.
 * A failure of that one, or of anything that is not a load failure, goes to the area's boundary.
 */
export async function loadWithFallback<T>(release: AreaRelease, healing: Healing<T>): Promise<T> {
  let failure: RemoteLoadError | undefined;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      return await healing.load();
    } catch (error) {
      if (!(error instanceof RemoteLoadError)) throw error;
      failure = error;
    }
  }
  if (!failure || !release.previous) throw failure;
  const { version, entry } = release.previous;
  // The fallback has no fallback of its own: if it fails too, the area shows its failure page.
  healing.switchTo({ ...release, version, entry, previous: null });
  const loaded = await healing.load();
  healing.reportFallback(failure, version);
  return loaded;
}
