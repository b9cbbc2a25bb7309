import http from 'node:http';
import { readFile } from 'node:fs/promises';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildWebServer } from '../server/build-web-server';
import { startForTest } from '../server/testing/http-client';
import type { ReleaseStore } from '../store';
import type { PublishOptions } from './publish-routes';
import { rawTgz, tgzOf } from './testing/archives';
import { liveSite, publicDist, snapshot, testLimits } from './testing/published-site';

const publicToken = 'public-team-token-0123456789abcdef';
const publicSecondToken = 'public-pipeline-token-fedcba9876543210';
const customerToken = 'customer-team-token-0123456789abcdef';
const tokens = { public: [publicToken, publicSecondToken], customer: [customerToken] };

interface Answer {
  statusCode: number;
  headers: http.IncomingHttpHeaders;
  json: {
    message?: string;
    problems?: string[];
    app?: string;
    version?: string;
    previous?: string | null;
    stable?: string;
    canary?: number;
  };
}

interface Site {
  server: FastifyInstance;
  store: ReleaseStore;
  publicV1: string;
  logs: string[];
  get: Awaited<ReturnType<typeof startForTest>>;
  /** A PUT; `body` as chunks is sent chunked, without a content-length. */
  put(path: string, headers: Record<string, string>, body: Buffer | Buffer[]): Promise<Answer>;
}

const open: FastifyInstance[] = [];
afterAll(async () => {
  await Promise.all(open.map((server) => server.close()));
});

async function site(publish: Partial<PublishOptions> = {}): Promise<Site> {
  const { store, publicV1 } = await liveSite('publish-http');
  const logs: string[] = [];
  const logStream = new Writable({
    write(line: Buffer, _encoding, done) {
      logs.push(line.toString());
      done();
    },
  });
  const server = await buildWebServer({
    storeRoot: store.root,
    logger: { level: 'info', stream: logStream },
    publish: { tokens, limits: testLimits, perAddressPerMinute: 100, ...publish },
  });
  open.push(server);
  const get = await startForTest(server);
  const address = server.server.address();
  if (address === null || typeof address === 'string') throw new Error('no TCP address');
  const put = (path: string, headers: Record<string, string>, body: Buffer | Buffer[]) =>
    new Promise<Answer>((resolve, reject) => {
      const request = http.request({ host: '127.0.0.1', port: address.port, path, method: 'PUT', headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () =>
          resolve({
            statusCode: response.statusCode ?? 0,
            headers: response.headers,
            json: JSON.parse(Buffer.concat(chunks).toString()) as Answer['json'],
          }),
        );
      });
      request.on('error', reject);
      if (Array.isArray(body)) for (const chunk of body) request.write(chunk);
      else request.write(body);
      request.end();
    });
  return { server, store, publicV1, logs, get, put };
}

const gzip = { 'content-type': 'application/gzip' };
const bearer = (token: string) => ({ ...gzip, authorization: `Bearer ${token}` });

describe("PUT /releases/<app> with the app's deploy token", () => {
  test('a fitting build is released (201), served in /remotes.json, logged and recorded with the token it came with, never the token itself', async () => {
    const { store, publicV1, logs, get, put } = await site();
    const archive = await readFile(await tgzOf(await publicDist('over-http')));
    const released = await put('/releases/public', bearer(publicToken), archive);
    expect(released.statusCode).toBe(201);
    expect(released.json).toEqual({ app: 'public', version: expect.any(String), previous: publicV1 });
    const version = released.json.version ?? '';
    expect((await store.readActive()).public).toBe(version);
    expect((await get('/remotes.json')).json()).toMatchObject({ public: { version, previous: { version: publicV1 } } });
    expect((await store.readHistory()).at(-1)).toMatchObject({
      app: 'public',
      to: version,
      command: 'PUT /releases/public (public#1 token, from 127.0.0.1)',
    });

    // The same build again: already active, nothing changes.
    const again = await put('/releases/public', bearer(publicToken), archive);
    expect(again).toMatchObject({ statusCode: 200, json: { app: 'public', version, previous: publicV1 } });

    const published = logs.filter((line) => line.includes('Release published over HTTP'));
    expect(published).toHaveLength(2);
    expect(JSON.parse(published[0] ?? '{}')).toMatchObject({
      app: 'public',
      publisher: 'public#1',
      client: '127.0.0.1',
      version,
      changed: true,
    });
    expect(logs.join('')).not.toContain(publicToken);
  });

  test("an app's second token works too, and is told apart in the history", async () => {
    const { store, put } = await site();
    const released = await put(
      '/releases/public',
      bearer(publicSecondToken),
      await readFile(await tgzOf(await publicDist('second-token'))),
    );
    expect(released.statusCode).toBe(201);
    expect((await store.readHistory()).at(-1)?.command).toBe('PUT /releases/public (public#2 token, from 127.0.0.1)');
  });

  test('?canary=<percent> releases it as a canary beside the active version; a bad share is 400 before anything is read', async () => {
    const { store, publicV1, put } = await site();
    const archive = await readFile(await tgzOf(await publicDist('canary-over-http')));
    for (const share of ['0', '100', '10.5', 'ten']) {
      const refused = await put(`/releases/public?canary=${share}`, bearer(publicToken), archive);
      expect(refused).toMatchObject({ statusCode: 400, json: { message: expect.stringContaining('whole percent from 1 to 99') } });
    }
    const released = await put('/releases/public?canary=10', bearer(publicToken), archive);
    expect(released).toMatchObject({ statusCode: 201, json: { app: 'public', stable: publicV1, canary: 10 } });
    expect((await store.readActive()).public).toBe(publicV1);
    expect((await store.readCanaries()).public).toMatchObject({ version: released.json.version, percent: 10 });
    expect((await store.readHistory()).at(-1)).toMatchObject({
      canary: 'start',
      percent: 10,
      command: 'PUT /releases/public canary 10% (public#1 token, from 127.0.0.1)',
    });
  });

  test("a team's token is refused for another app (403), and nothing is stored", async () => {
    const { store, put, logs } = await site();
    const before = await snapshot(store);
    const refused = await put('/releases/public', bearer(customerToken), await readFile(await tgzOf(await publicDist('wrong-team'))));
    expect(refused).toMatchObject({ statusCode: 403, json: { message: 'This token releases customer only, not public.' } });
    expect(await snapshot(store)).toEqual(before);
    expect(logs.join('')).not.toContain(customerToken);
  });

  test('no token, or one that is not known, is 401', async () => {
    const { store, put } = await site();
    const before = await snapshot(store);
    const archive = await readFile(await tgzOf(await publicDist('no-token')));
    const missing = await put('/releases/public', gzip, archive);
    expect(missing).toMatchObject({
      statusCode: 401,
      json: { message: "Send the app's deploy token as `Authorization: Bearer <token>`." },
    });
    expect(missing.headers['www-authenticate']).toBe('Bearer realm="releases"');
    const unknown = await put('/releases/public', bearer(`${publicToken}x`), archive);
    expect(unknown).toMatchObject({ statusCode: 401, json: { message: 'The deploy token is not valid.' } });
    expect(await snapshot(store)).toEqual(before);
  });

  test('the gate refuses a build that lacks a module the route table needs (422, with the problem); the active version stays', async () => {
    const { store, publicV1, put } = await site();
    const refused = await put(
      '/releases/public',
      bearer(publicToken),
      await readFile(await tgzOf(await publicDist('no-login', { without: './Login' }))),
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json.problems).toEqual([
      expect.stringMatching(/does not expose \.\/Login, which the shell's route table needs/),
      expect.stringMatching(/server build has no page \.\/Login, which the server renders/),
    ]);
    expect(refused.json.message).toMatch(/^public \S+ was not activated, because it would break the site/);
    expect((await store.readActive()).public).toBe(publicV1);
  });

  test('an unsafe archive is refused with its reason (400), and nothing is stored', async () => {
    const { store, put } = await site();
    const before = await snapshot(store);
    const escaping = rawTgz([
      { path: 'remoteEntry.js', body: '/* entry */' },
      { path: '../../../tmp/escape.js', body: 'x' },
    ]);
    const refused = await put('/releases/public', bearer(publicToken), escaping);
    expect(refused).toMatchObject({
      statusCode: 400,
      json: { message: 'The build was refused, and nothing was stored: "../../../tmp/escape.js" points outside the archive (..).' },
    });
    const linked = await put(
      '/releases/public',
      bearer(publicToken),
      rawTgz([{ path: 'remoteEntry.js', type: 'SymbolicLink', linkpath: '/etc/passwd' }]),
    );
    expect(linked).toMatchObject({ statusCode: 400, json: { message: expect.stringContaining('"remoteEntry.js" is a symbolic link') } });
    expect(await snapshot(store)).toEqual(before);
  });

  test('a body past the limit is 413, by its content-length or as it streams in; nothing is stored', async () => {
    const { store, put } = await site();
    const before = await snapshot(store);
    const oversized = Buffer.alloc(testLimits.maxArchiveBytes + 1, 1);
    const declared = await put('/releases/public', bearer(publicToken), oversized);
    expect(declared).toMatchObject({ statusCode: 413, json: { message: 'The archive is larger than the 65,536 bytes allowed.' } });
    const chunks = Array.from({ length: 5 }, () => Buffer.alloc(16 * 1024, 1));
    const streamed = await put('/releases/public', bearer(publicToken), chunks);
    expect(streamed).toMatchObject({ statusCode: 413, json: { message: 'The archive is larger than the 65,536 bytes allowed.' } });
    expect(await snapshot(store)).toEqual(before);
  });

  test('another media type is 415; an unknown app is 404', async () => {
    const { put } = await site();
    const archive = await readFile(await tgzOf(await publicDist('media-type')));
    const json = await put('/releases/public', { authorization: `Bearer ${publicToken}`, 'content-type': 'application/json' }, archive);
    expect(json).toMatchObject({ statusCode: 415, json: { message: expect.stringContaining('Content-Type: application/gzip') } });
    const nowhere = await put('/releases/nowhere', bearer(publicToken), archive);
    expect(nowhere).toMatchObject({
      statusCode: 404,
      json: { message: 'There is no app "nowhere"; the apps are shell, public, customer, owner, admin.' },
    });
  });
});

test('without RELEASE_TOKENS, publishing over HTTP is off (403)', async () => {
  const { store, put } = await site({ tokens: {} });
  const before = await snapshot(store);
  const off = await put('/releases/public', bearer(publicToken), await readFile(await tgzOf(await publicDist('off'))));
  expect(off).toMatchObject({
    statusCode: 403,
    json: { message: 'Publishing over HTTP is off on this server (RELEASE_TOKENS is not set).' },
  });
  expect(await snapshot(store)).toEqual(before);
});

test('one address gets a few requests a minute, whatever their outcome (429 past them)', async () => {
  const { put } = await site({ perAddressPerMinute: 2 });
  const tiny = Buffer.from('x');
  expect((await put('/releases/public', gzip, tiny)).statusCode).toBe(401);
  expect((await put('/releases/public', gzip, tiny)).statusCode).toBe(401);
  const limited = await put('/releases/public', bearer(publicToken), tiny);
  expect(limited).toMatchObject({
    statusCode: 429,
    json: { message: 'Too many release requests from this address; try again in a minute.' },
  });
  // The seconds left of the address's minute.
  expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
});
