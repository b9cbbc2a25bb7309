import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { apps, type AppName } from '../apps';
import { hashPaths } from '../store/content-hash';

/** What every app's build reads besides its own folder. */
const sharedInputs = ['shared/src', 'shared/build', 'shared/package.json', 'package-lock.json', 'tsconfig.base.json'];

/**
 * A hash of everything the app's production build depends on: its `src/`, the files at the top of
 * its folder (package.json, webpack and federation configs, tsconfig), the shared package and its
 * build factory, and the lock file (dependency versions). Tests are left out: they change no output.
 */
export async function inputHash(app: AppName, root: string): Promise<string> {
  const folder = apps[app].folder;
  const topLevel = (await readdir(path.join(root, folder), { withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => `${folder}/${entry.name}`);
  return hashPaths(root, [`${folder}/src`, ...topLevel, ...sharedInputs], {
    ignore: ['node_modules', 'dist'],
    skip: (file) => /\.test\.tsx?$/.test(file),
  });
}
