import type { RemotesManifest } from '@ceylon/shared/contracts/remotes-manifest';
import { areas, type Area } from '../apps';
import type { ReleaseStore } from '../store';
import { pairProblemsOf } from '../verify';

/**
 * Keeps in a browser's release manifest only the fallback releases that can run beside the shell
 * it is served: an area's release before the active one was checked by the gate against the shell
 * of its day, and a later shell may no longer hold what it takes (docs/decisions/0017: the
 * federation runtime). A fallback that cannot run would only turn a failed page into a second
 * failure, and Retry would try it again; without it, Retry tries the active release. Each pair is
 * checked once per server (builds never change); when a manifest cannot be read, the fallback stays.
 */
export function fittingFallbacks(store: ReleaseStore) {
  const known = new Map<string, Promise<boolean>>();

  function fits(area: Area, version: string, shellVersion: string): Promise<boolean> {
    const key = `${shellVersion} ${area} ${version}`;
    const cached = known.get(key);
    if (cached) return cached;
    const answer = (async () => {
      await Promise.all([store.localVersionDir('shell', shellVersion), store.localVersionDir(area, version)]);
      const problems = await pairProblemsOf(store.versionDir, area, version, shellVersion);
      return problems === null || problems.length === 0;
    })();
    known.set(key, answer);
    // Not known is not an answer: asked again next time (a store that could not be reached).
    answer.catch(() => known.delete(key));
    return answer.catch(() => true);
  }

  return async function keepFitting(manifest: RemotesManifest, shellVersion: string | undefined): Promise<RemotesManifest> {
    if (shellVersion === undefined) return manifest;
    const kept: RemotesManifest = { ...manifest };
    await Promise.all(
      areas.map(async (area) => {
        const release = manifest[area];
        if (release?.previous && !(await fits(area, release.previous.version, shellVersion))) {
          kept[area] = { ...release, previous: null };
        }
      }),
    );
    return kept;
  };
}
