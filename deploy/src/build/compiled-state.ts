import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { repoRoot } from '../repo-root';
import { hashPaths } from '../store/content-hash';

/**
 * The server's source folders, each compiled to a folder beside it: the same depth, so the paths
 * the code finds from `__dirname` (the data folder, api/assets, the repository, shared's
 * package.json) still hold. The packages' `exports` send the `ceylon-compiled` condition there
 * (decision 0028). shared/build is the webpack factory; the web server needs only its federation
 * settings (the release gate compares them), which load nothing of webpack.
 */
export const compiledFolders = [
  { from: 'shared/src', to: 'shared/lib' },
  { from: 'shared/build', to: 'shared/lib-build' },
  { from: 'shell/src', to: 'shell/lib' },
  { from: 'api/src', to: 'api/lib' },
  { from: 'deploy/src', to: 'deploy/lib' },
] as const;

/** Holds the hash of the sources the compiled folders were made from. */
export const compiledStampFile = 'deploy/lib/.build-hash';

export const isTestFile = (file: string) => /\.test\.tsx?$/.test(file);

/** A hash of what the compiled server is made from, tests left out (as for the apps' builds). */
export function serverSourceHash(root = repoRoot): Promise<string> {
  const packages = ['shared', 'shell', 'api', 'deploy'].map((workspace) => `${workspace}/package.json`);
  const inputs = [...compiledFolders.map((folder) => folder.from), ...packages, 'package-lock.json'];
  return hashPaths(root, inputs, { ignore: ['node_modules'], skip: isTestFile });
}

/**
 * 'fresh' when the compiled folders were compiled from the sources as they are now; 'unknown' where
 * there are no sources to compare with (an image that carries only the compiled code).
 */
export async function compiledState(root = repoRoot): Promise<{ state: 'missing' | 'stale' | 'fresh' | 'unknown'; hash: string }> {
  const builtFrom = await readFile(path.join(root, compiledStampFile), 'utf8').catch(() => undefined);
  const hasSources = await readFile(path.join(root, 'deploy/src/cli/serve.ts')).then(
    () => true,
    () => false,
  );
  if (!hasSources) return { state: builtFrom === undefined ? 'missing' : 'unknown', hash: builtFrom?.trim() ?? '' };
  const hash = await serverSourceHash(root);
  if (builtFrom === undefined) return { state: 'missing', hash };
  return { state: builtFrom.trim() === hash ? 'fresh' : 'stale', hash };
}
