import type { SendToApi } from '@ceylon/shell/server';
import type { AppName, Area } from '@ceylon/shared/apps';
import type { ReleaseStore } from '../../store';
import { loadAreaBuild, loadShellBuild, type AreaServerBuild, type ShellServerBuild } from './server-builds';

export interface BuildCacheLimits {
  /** Builds kept at most (a shell, or an area on one shell); the least recently used goes first. */
  maxBuilds: number;
  /** A build no page has used for this long is let go. */
  idleMs: number;
  /** A build that failed to load is tried again after this long, not on every page. */
  retryFailedMs: number;
}

export const defaultBuildCacheLimits: BuildCacheLimits = { maxBuilds: 24, idleMs: 10 * 60_000, retryFailedMs: 30_000 };

interface Entry {
  build: Promise<unknown>;
  lastUsed: number;
  failedAt?: number;
}

/**
 * The server builds pages are rendered with, loaded on first use by (app, version) — an area's on
 * the shell version it renders with — and let go when unused, so a release, rollback, canary or
 * preview is rendered by its own versions from the next page on, without a restart, and a retired
 * version's memory is returned (docs/decisions/0020).
 */
export function buildCache(store: ReleaseStore, options: { limits?: BuildCacheLimits; api?: SendToApi } = {}, now = Date.now) {
  const limits = options.limits ?? defaultBuildCacheLimits;
  const entries = new Map<string, Entry>();

  function use<T>(key: string, load: () => Promise<T>): Promise<T> {
    const time = now();
    const entry = entries.get(key);
    if (entry && (entry.failedAt === undefined || time - entry.failedAt < limits.retryFailedMs)) {
      entry.lastUsed = time;
      // Most recently used last: Map keeps insertion order.
      entries.delete(key);
      entries.set(key, entry);
      letGo(time);
      return entry.build as Promise<T>;
    }
    const fresh: Entry = { build: load(), lastUsed: time };
    fresh.build.catch(() => {
      fresh.failedAt = now();
    });
    entries.set(key, fresh);
    letGo(time);
    return fresh.build as Promise<T>;
  }

  function letGo(time: number) {
    for (const [key, entry] of entries) {
      if (time - entry.lastUsed > limits.idleMs) entries.delete(key);
    }
    for (const key of entries.keys()) {
      if (entries.size <= limits.maxBuilds) break;
      entries.delete(key);
    }
  }

  const dirOf = (app: AppName, version: string) => store.localVersionDir(app, version);

  const shell = (version: string): Promise<ShellServerBuild> =>
    use(`shell ${version}`, async () => {
      const build = await loadShellBuild(await dirOf('shell', version));
      if (options.api) build.connectApi(options.api);
      return build;
    });

  const area = (shellVersion: string, name: Area, version: string): Promise<AreaServerBuild> =>
    use(`${shellVersion} ${name} ${version}`, async () => loadAreaBuild(name, await dirOf(name, version), await shell(shellVersion)));

  /** How many builds are held now (for tests and the memory benchmark). */
  const size = () => entries.size;

  return { shell, area, size };
}

export type BuildCache = ReturnType<typeof buildCache>;
