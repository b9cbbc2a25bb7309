import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isCode } from './content-hash';

/**
 * The signing key, made on first use and kept in `file` (readable by the owner only), so ids
 * stay valid across restarts and for every server process sharing the store.
 */
export async function loadBrowserIdSecret(file: string): Promise<string> {
  try {
    return await readSecret(file);
  } catch (error) {
    if (!isCode(error, 'ENOENT')) throw error;
  }
  await mkdir(path.dirname(file), { recursive: true });
  // Written beside it, then linked into place: link fails when the name exists, so when two
  // processes start together both end up reading the one complete secret that won.
  const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  await writeFile(temp, newBrowserIdSecret(), { mode: 0o600 });
  try {
    await link(temp, file);
  } catch (error) {
    if (!isCode(error, 'EEXIST')) throw error;
  } finally {
    await rm(temp, { force: true });
  }
  return readSecret(file);
}

export function newBrowserIdSecret(): string {
  return randomBytes(32).toString('hex');
}

export const minSecretLength = 32;

async function readSecret(file: string): Promise<string> {
  const secret = (await readFile(file, 'utf8')).trim();
  if (secret.length < minSecretLength) throw new Error(`${file} holds no usable secret; delete it to make a new one.`);
  return secret;
}
