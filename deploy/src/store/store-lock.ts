import { mkdir } from 'node:fs/promises';
import lockfile from 'proper-lockfile';
import type { StoreLayout } from './layout';

/**
 * Runs `change` while holding the store's lock, so read-modify-write of active.json by two
 * processes (two `npm run release` at once, or a release during `npm start`) cannot lose one.
 * A holder that dies leaves a lock that goes stale after 10 s and is then taken over.
 */
export async function withStoreLock<T>(layout: StoreLayout, change: () => Promise<T>): Promise<T> {
  await mkdir(layout.root, { recursive: true });
  const release = await lockfile.lock(layout.root, {
    lockfilePath: layout.lockFile,
    stale: 10_000,
    retries: { retries: 200, factor: 1.2, minTimeout: 10, maxTimeout: 250, randomize: true },
  });
  try {
    return await change();
  } finally {
    await release();
  }
}
