// How `npm run backup` and `npm run restore` reach the serving process: HTTP over a Unix socket in
// the data folder (control/site.sock), in a folder only its owner may enter, so nothing on the
// network and no other user can ask for a backup. PGlite can be open in one process only, so a
// backup of a running site must be made by that process; and a socket that answers means a site is
// running, which a restore must not replace under it.
import { chmod, mkdir, rm } from 'node:fs/promises';
import http, { type IncomingMessage } from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { embeddedDataOf, type EmbeddedData } from '@ceylon/api';
import type { StoreOptions } from '../store';
import { BackupRefused, takeBackup } from './take-backup';

export function controlSocketPath(dataDir: string): string {
  return path.join(dataDir, 'control', 'site.sock');
}

export interface ControlChannelOptions {
  storeRoot: string;
  storeOptions: StoreOptions;
  log: FastifyBaseLogger;
}

/**
 * Opens the channel when `server` (which mounts the API) is ready, and closes it with the server;
 * called before `listen`. A channel that cannot open is logged and left off: the site serves
 * without it.
 */
export function openControlChannel(server: FastifyInstance, options: ControlChannelOptions): void {
  let channel: http.Server | undefined;
  server.addHook('onReady', async () => {
    const data = embeddedDataOf(server.server);
    if (data) channel = await listenOnSocket(data, options);
  });
  server.addHook('onClose', async () => {
    if (!channel) return;
    const socket = channel.address();
    await new Promise<void>((resolve) => channel?.close(() => resolve()));
    if (typeof socket === 'string') await rm(socket, { force: true });
  });
}

async function listenOnSocket(
  data: EmbeddedData,
  { storeRoot, storeOptions, log }: ControlChannelOptions,
): Promise<http.Server | undefined> {
  const socket = controlSocketPath(data.dataDir);
  let backupRunning = false;
  const channel = http.createServer((request, response) => {
    const answer = (status: number, body: object) => {
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    };
    if (request.method === 'GET' && request.url === '/site') return answer(200, { pid: process.pid, dataDir: data.dataDir });
    if (request.method !== 'POST' || request.url !== '/backup') return answer(404, { message: 'Not found' });
    if (backupRunning) return answer(409, { message: 'A backup is being made already; try again when it is done.' });
    backupRunning = true;
    const started = Date.now();
    takeBackup({ data, storeRoot, storeOptions })
      .then(async ({ manifest, archive, heldMs }) => {
        response.writeHead(200, { 'content-type': 'application/gzip' });
        await pipeline(archive, response);
        log.info({ photos: manifest.photos, databaseHeldMs: heldMs, ms: Date.now() - started }, 'Backup sent');
      })
      .catch((error: unknown) => {
        if (error instanceof BackupRefused) return answer(409, { message: error.message });
        log.error({ err: error }, 'Backup failed');
        // Once the archive has begun, its end is cut off and the client sees a broken archive.
        if (response.headersSent) response.destroy();
        else answer(500, { message: `The backup failed: ${error instanceof Error ? error.message : String(error)}` });
      })
      .finally(() => (backupRunning = false));
  });
  try {
    await mkdir(path.dirname(socket), { recursive: true, mode: 0o700 });
    await chmod(path.dirname(socket), 0o700);
    if (await askSite(data.dataDir, 'GET', '/site').then((reply) => (reply?.resume(), reply !== null))) {
      log.warn({ socket }, 'Another process answers on the control socket: backups of this site are off');
      return undefined;
    }
    await rm(socket, { force: true });
    await new Promise<void>((resolve, reject) => channel.once('error', reject).listen(socket, resolve));
    return channel;
  } catch (error) {
    log.warn({ err: error, socket }, 'The control socket did not open: `npm run backup` cannot reach this site');
    return undefined;
  }
}

/** Asks the site serving `dataDir`; null when none answers (no socket, or a stale one). */
export function askSite(dataDir: string, method: 'GET' | 'POST', pathname: string): Promise<IncomingMessage | null> {
  return new Promise((resolve, reject) => {
    const request = http.request({ socketPath: controlSocketPath(dataDir), method, path: pathname }, resolve);
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') resolve(null);
      else reject(error);
    });
    request.end();
  });
}

/** The process id of the site serving `dataDir`, or null when none is running. */
export async function runningSite(dataDir: string): Promise<number | null> {
  const reply = await askSite(dataDir, 'GET', '/site');
  if (!reply) return null;
  const body = await readBody(reply);
  return (JSON.parse(body) as { pid?: number }).pid ?? -1;
}

/** A small answer's text (the channel's JSON); capped, as anything read from a socket. */
export async function readBody(reply: IncomingMessage, limit = 64 * 1024): Promise<string> {
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of reply as AsyncIterable<Buffer>) {
    length += chunk.length;
    if (length > limit) throw new Error('The site’s answer is too long');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}
