// The client half of `npm run backup`: the running site's archive, written to `<file>.partial`,
// flushed, read back whole (check-backup.ts), and only then given its name. A backup that fails
// part-way leaves no file under the final name.
import { createWriteStream } from 'node:fs';
import { open, rename, rm } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import type { BackupManifest } from './backup-manifest';
import { checkBackup } from './check-backup';
import { askSite, readBody } from './control-channel';

/** No site answers on the data folder's control socket. */
export class NoSiteRunning extends Error {
  override name = 'NoSiteRunning';
}

export async function saveBackup(dataDir: string, file: string): Promise<BackupManifest> {
  const reply = await askSite(dataDir, 'POST', '/backup');
  if (!reply) {
    throw new NoSiteRunning(
      `No site is running on ${dataDir}. \`npm run backup\` asks the running site (npm start) for its backup; with the site stopped, its data folder and the release store can be copied as they are.`,
    );
  }
  if (reply.statusCode !== 200) {
    const body = await readBody(reply);
    let message = body;
    try {
      message = (JSON.parse(body) as { message?: string }).message ?? body;
    } catch {
      // Not the channel's JSON: shown as it came.
    }
    throw new Error(message);
  }
  const partial = `${file}.partial`;
  try {
    await pipeline(reply, createWriteStream(partial, { flags: 'wx' }));
    const handle = await open(partial, 'r+');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
    const manifest = await checkBackup(partial);
    await rename(partial, file);
    return manifest;
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}
