import { access, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { appDir, apps, distDir, type AppName } from '../apps';
import { repoRoot } from '../repo-root';
import { inputHash } from './input-hash';
import { runPrefixed } from './run-prefixed';

export const buildHashFile = '.build-hash';

export type BuildState = 'missing' | 'stale' | 'fresh';

export interface BuildOutcome {
  app: AppName;
  distDir: string;
  /** Why it was built (or 'fresh' when it was not). */
  reason: BuildState | 'forced';
  built: boolean;
}

/** 'missing' (no complete dist), 'stale' (inputs changed since it was built) or 'fresh'. */
export async function buildState(app: AppName, root = repoRoot): Promise<{ state: BuildState; hash: string }> {
  const dist = distDir(app, root);
  const hash = await inputHash(app, root);
  try {
    await access(path.join(dist, apps[app].entryFile));
  } catch {
    return { state: 'missing', hash };
  }
  const builtFrom = await readFile(path.join(dist, buildHashFile), 'utf8').catch(() => '');
  return { state: builtFrom.trim() === hash ? 'fresh' : 'stale', hash };
}

/** Builds `app` for production when its dist is missing or stale (or always, with `force`). */
export async function ensureBuilt(
  app: AppName,
  options: { force?: boolean; root?: string; log?: (line: string) => void } = {},
): Promise<BuildOutcome> {
  const root = options.root ?? repoRoot;
  const log = options.log ?? ((line: string) => console.log(line));
  const { state, hash } = await buildState(app, root);
  const dist = distDir(app, root);
  if (state === 'fresh' && !options.force) return { app, distDir: dist, reason: 'fresh', built: false };

  const reason = options.force ? 'forced' : state;
  log(`${app}: building (${reason === 'forced' ? 'requested' : `build ${state}`})…`);
  try {
    await access(appDir(app, root));
  } catch {
    throw new Error(`${app}: cannot build, ${appDir(app, root)} does not exist`);
  }
  const started = Date.now();
  await runPrefixed(app, 'npm', ['run', 'build', '-w', apps[app].workspace], root);
  try {
    await access(path.join(dist, apps[app].entryFile));
  } catch {
    throw new Error(`${app}: the build finished but ${dist} has no ${apps[app].entryFile}`);
  }
  // The hash taken before the build: an edit made during it leaves the build stale, as it should.
  await writeFile(path.join(dist, buildHashFile), `${hash}\n`);
  log(`${app}: built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return { app, distDir: dist, reason, built: true };
}
