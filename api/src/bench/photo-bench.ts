// `npm run bench:photos`: the photo figures, on a throw-away PGlite database over HTTP.
// - the start-up cost of the demo pictures (a fresh database seeded with and without them);
// - upload-to-visible for a 5 MB photo: POST → GET /api/hotels/:id lists it → its card variant fetched;
// - the bytes a card image costs a 390 px phone at DPR 2 (srcset, sizes ≈ 100vw → the 960 variant)
//   against what it cost before: the seed's SVG illustration, or a 5 MB JPEG sent as is.
// The 5 MB photo is camera-like noise, the worst case for every encoder: real photos shrink more.
import { randomBytes } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { cpus, loadavg } from 'node:os';
import type { FastifyInstance } from 'fastify';
import type { Hotel, HotelPhoto, LoginResponse, PhotoVariant } from '@ceylon/shared/domain';
import { buildApp } from '../app';
import { loadApiConfig } from '../config';
import { openPglite } from '../db/connect';
import { migrateToLatest } from '../db/migrate';
import { seedDemoPhotos } from '../seed/demo-photos';
import { seedDemoData } from '../seed/seed-demo-data';
import { createMemoryPhotoStore } from '../storage/memory-photo-store';
import { noisyJpeg } from '../photos/photo-fixtures';
import { HOTEL_IMAGES_DIR } from '../routes/assets';
import { DEMO_ACCOUNTS } from '../seed/demo-accounts';

const PHOTO_BYTES = 5 * 1024 * 1024;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function startFresh(seedPhotos: boolean): Promise<{ app: FastifyInstance; ms: number }> {
  const started = performance.now();
  const app = await buildApp({
    databaseUrl: 'memory://',
    seed: 'demo',
    seedPhotos,
    logger: false,
    jwtSecret: randomBytes(32).toString('hex'),
  });
  return { app, ms: performance.now() - started };
}

/** seedDemoPhotos by itself, on a seeded database: the start-up figure without the noise of the rest. */
async function timeDemoPhotos(): Promise<number> {
  const { db } = await openPglite(undefined, undefined, loadApiConfig({}, { databaseUrl: 'memory://' }));
  try {
    await migrateToLatest(db);
    await seedDemoData(db);
    const hotels = await db.selectFrom('hotels').select(['id', 'title', 'location']).execute();
    const started = performance.now();
    await seedDemoPhotos(db, createMemoryPhotoStore(), hotels);
    return performance.now() - started;
  } finally {
    await db.destroy();
  }
}

async function json<T>(response: Response): Promise<T> {
  if (!response.ok) throw new Error(`${response.url} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

const cardVariant = (photo: HotelPhoto, format: PhotoVariant['format']) =>
  photo.variants.find((v) => v.format === format && v.width === 960);

async function main(): Promise<void> {
  console.log(
    `photo bench: ${cpus().length} cores, load ${loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}`,
  );
  // Each start twice, alternating, the best of each kept: a loaded machine makes single runs noisy.
  const starts: Record<'without' | 'with', number[]> = { without: [], with: [] };
  for (let round = 0; round < 2; round += 1) {
    for (const seedPhotos of [false, true]) {
      const fresh = await startFresh(seedPhotos);
      starts[seedPhotos ? 'with' : 'without'].push(fresh.ms);
      await fresh.app.close();
    }
  }
  const [bare, pictured] = [Math.min(...starts.without), Math.min(...starts.with)];
  const alone = await timeDemoPhotos();
  const { app } = await startFresh(true);
  try {
    console.log('\nStart-up of a fresh database with the demo seed (best of two)');
    console.table([
      { seed: 'without pictures', ms: Math.round(bare) },
      { seed: 'with 3 pictures per hotel', ms: Math.round(pictured) },
      { seed: 'added by the pictures', ms: Math.round(pictured - bare) },
      { seed: 'the pictures alone (36 rendered, encoded, stored)', ms: Math.round(alone) },
    ]);

    const base = await app.listen({ host: '127.0.0.1', port: 0 });
    const owner = DEMO_ACCOUNTS.find((a) => a.role === 'hotelOwner');
    if (!owner) throw new Error('No demo owner');
    const { token } = await json<LoginResponse>(
      await fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: owner.email, password: owner.password }),
      }),
    );
    const [hotel] = await json<Hotel[]>(await fetch(`${base}/api/hotels/my-hotels`, { headers: { authorization: `Bearer ${token}` } }));
    if (!hotel) throw new Error('The demo owner has no hotel');
    const jpeg = await noisyJpeg(PHOTO_BYTES);

    const form = new FormData();
    form.append('photos', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'camera.jpg');
    form.append('caption', 'From the bench');
    const started = performance.now();
    const photos = await json<HotelPhoto[]>(
      await fetch(`${base}/api/hotels/${hotel.id}/photos`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form }),
    );
    const uploaded = performance.now();
    const added = photos.at(-1);
    if (!added) throw new Error('The upload answered no photo');
    const shown = await json<Hotel>(await fetch(`${base}/api/hotels/${hotel.id}`));
    if (!shown.photos?.some((p) => p.id === added.id)) throw new Error('GET /api/hotels/:id does not list the new photo');
    const webp = cardVariant(added, 'webp');
    const variant = await fetch(`${base}${webp?.url ?? ''}`);
    const webpBytes = (await variant.arrayBuffer()).byteLength;
    const visible = performance.now();
    console.log(`\nUpload to visible, one ${kb(jpeg.length)} JPEG (${added.width} × ${added.height} stored)`);
    console.table([
      { step: 'POST /api/hotels/:id/photos (decode, encode, store)', ms: Math.round(uploaded - started) },
      { step: 'GET /api/hotels/:id lists it, its 960 WebP fetched', ms: Math.round(visible - uploaded) },
      { step: 'upload to visible', ms: Math.round(visible - started) },
    ]);

    const cover = shown.cover;
    const seedCard = cover && cardVariant(cover, 'webp');
    const seedCardBytes = seedCard ? (await (await fetch(`${base}${seedCard.url}`)).arrayBuffer()).byteLength : 0;
    const svgs = await Promise.all((await readdir(HOTEL_IMAGES_DIR)).map((name) => readFile(path.join(HOTEL_IMAGES_DIR, name))));
    const mean = (values: number[]) => values.reduce((sum, n) => sum + n, 0) / values.length;
    const avif = cardVariant(added, 'avif');
    const avifBytes = avif ? (await (await fetch(`${base}${avif.url}`)).arrayBuffer()).byteLength : undefined;
    console.log('\nBytes of one card image at 390 px, DPR 2 (srcset + sizes ≈ 100vw picks the 960 variant)');
    console.table([
      {
        image: 'before: a seed SVG illustration (mean)',
        bytes: kb(mean(svgs.map((svg) => svg.length))),
        gzip: kb(mean(svgs.map((svg) => gzipSync(svg).length))),
      },
      { image: 'before: a 5 MB JPEG as uploaded', bytes: kb(jpeg.length), gzip: '' },
      { image: 'after: seed picture, 960 WebP', bytes: kb(seedCardBytes), gzip: '' },
      { image: 'after: 5 MB photo, 960 WebP', bytes: kb(webpBytes), gzip: '' },
      { image: 'after: 5 MB photo, 960 AVIF', bytes: avifBytes === undefined ? 'not kept (larger than WebP)' : kb(avifBytes), gzip: '' },
    ]);
  } finally {
    await app.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
