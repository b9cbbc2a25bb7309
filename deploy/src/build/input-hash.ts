import { createHash } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { apps, type AppName } from '../apps';
import { hashPaths } from '../store/content-hash';

/** Environment variables the build compiles in (shared/build/webpack.ts); part of the inputs too. */
export const buildEnvironment = ['RELEASE_MARKER'] as const;

/** What every app's build reads besides its own folder. */
const sharedInputs = ['shared/src', 'shared/build', 'shared/package.json', 'package-lock.json', 'tsconfig.base.json'];

/**
 * A hash of everything the app's production build depends on: its `src/`, the files at the top of
 * its folder (package.json, webpack and federation configs, tsconfig), the shared package and its
 * build factory, the lock file (dependency versions) and the environment the build compiles in
 * (so a build made with RELEASE_MARKER is stale for a plain start). Tests are left out.
 */
export async function inputHash(app: AppName, root: string): Promise<string> {
  const folder = apps[app].folder;
  const topLevel = (await readdir(path.join(root, folder), { withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => `${folder}/${entry.name}`);
  const files = await hashPaths(root, [`${folder}/src`, ...topLevel, ...sharedInputs], {
    ignore: ['node_modules', 'dist'],
    skip: (file) => /\.test\.tsx?$/.test(file),
  });
  const environment = buildEnvironment.filter((name) => process.env[name]).map((name) => `${name}=${process.env[name]}`);
  if (environment.length === 0) return files;
  return createHash('sha256').update(files).update(environment.join('\0')).digest('hex');
}
