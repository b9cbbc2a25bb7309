// One contract for every photo store: the folder (default), S3 against a real local server, memory.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadApiConfig } from '../config';
import { createFolderPhotoStore } from './folder-photo-store';
import { createMemoryPhotoStore } from './memory-photo-store';
import { createPhotoStore } from './create-photo-store';
import type { PhotoStore } from './photo-store';
import { startTestS3Server, type TestS3Server } from '../test/test-s3-server';

interface StoreUnderTest {
  store: PhotoStore;
  stop(): Promise<void>;
}

const implementations: Array<[string, () => Promise<StoreUnderTest>]> = [
  [
    'folder',
    async () => {
      const folder = mkdtempSync(path.join(tmpdir(), 'ceylon-photos-'));
      return {
        store: createFolderPhotoStore(path.join(folder, 'photos')),
        stop: async () => rmSync(folder, { recursive: true, force: true }),
      };
    },
  ],
  [
    's3 (s3rver)',
    async () => {
      const server: TestS3Server = await startTestS3Server();
      const config = loadApiConfig({
        S3_BUCKET: server.bucket,
        S3_ENDPOINT: server.endpoint,
        S3_ACCESS_KEY_ID: server.accessKeyId,
        S3_SECRET_ACCESS_KEY: server.secretAccessKey,
        S3_FORCE_PATH_STYLE: 'true',
      });
      const store = createPhotoStore(config);
      return {
        store,
        async stop() {
          await store.close?.();
          await server.stop();
        },
      };
    },
  ],
  ['memory', async () => ({ store: createMemoryPhotoStore(), stop: async () => undefined })],
];

describe.each(implementations)('photo store: %s', (_name, start) => {
  let started: StoreUnderTest | undefined;
  const store = () => {
    if (!started) throw new Error('The store has not started');
    return started.store;
  };
  beforeAll(async () => {
    started = await start();
  }, 60_000);
  afterAll(async () => started?.stop());

  const body = Buffer.from('RIFF\u0000\u0000\u0000\u0000WEBPVP8 some bytes');

  it('gives back what was put, with its content type and size', async () => {
    await store().put('abc-480-0123abcd.webp', body, 'image/webp');
    const got = await store().get('abc-480-0123abcd.webp');
    expect(got?.contentType).toBe('image/webp');
    expect(got?.size).toBe(body.length);
    expect(got && Buffer.from(got.body).equals(body)).toBe(true);
  });

  it('keeps AVIF apart from WebP', async () => {
    await store().put('abc-480-0123abcd.avif', Buffer.from('avif bytes'), 'image/avif');
    expect((await store().get('abc-480-0123abcd.avif'))?.contentType).toBe('image/avif');
  });

  it('answers undefined for a key it does not hold, and for a key that is not a photo name', async () => {
    expect(await store().get('missing-1.webp')).toBeUndefined();
    expect(await store().get('../jwt-secret')).toBeUndefined();
  });

  it('deletes, and deleting again is no error', async () => {
    await store().put('gone-960-ffff.webp', body, 'image/webp');
    await store().delete('gone-960-ffff.webp');
    expect(await store().get('gone-960-ffff.webp')).toBeUndefined();
    await expect(store().delete('gone-960-ffff.webp')).resolves.toBeUndefined();
  });

  it('refuses to write a key outside the photo names', async () => {
    await expect(store().put('../escape.webp', body, 'image/webp')).rejects.toThrow(/Not a photo key/);
  });
});

describe('the folder store', () => {
  it('leaves no temporary file behind, when a write succeeds or when it fails', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'ceylon-photos-'));
    try {
      const store = createFolderPhotoStore(folder);
      await store.put('kept-480-aa.webp', Buffer.from('kept'), 'image/webp');
      // A folder where the file should go: the rename fails after the bytes were written.
      mkdirSync(path.join(folder, 'blocked-480-bb.webp'));
      await expect(store.put('blocked-480-bb.webp', Buffer.from('lost'), 'image/webp')).rejects.toThrow();
      expect((await readdir(folder)).sort()).toEqual(['blocked-480-bb.webp', 'kept-480-aa.webp']);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

describe('createPhotoStore', () => {
  it('picks the data folder by default, memory for a memory:// database and S3 when S3_BUCKET is set', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'ceylon-data-'));
    try {
      const folder = createPhotoStore(loadApiConfig({ DATA_DIR: dataDir }));
      expect(folder.kind).toBe('folder');
      await folder.put('first-480-aa.webp', Buffer.from('x'), 'image/webp');
      expect(await readdir(path.join(dataDir, 'photos'))).toEqual(['first-480-aa.webp']);
      expect(createPhotoStore(loadApiConfig({}, { databaseUrl: 'memory://' })).kind).toBe('memory');
      expect(createPhotoStore(loadApiConfig({ S3_BUCKET: 'photos' })).kind).toBe('s3');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
