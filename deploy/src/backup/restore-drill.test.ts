// The restore drill. A site on its embedded database takes bookings from several
// clients at once, continuously, and is backed up while they run (through its control channel, as
// `npm run backup` does); then it stops, the backup is restored into a fresh data folder and store,
// and a site started on them must hold every booking answered before the backup began, no booking
// half-made (the rooms taken each night equal the bookings' rooms) and every photo it lists.
// "Before the backup began" is the order of events: the bookings answered when the backup is asked
// for, never a sleep.
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { create } from 'tar';
import { apiPlugin } from '@ceylon/api';
import { addDays, todayInColombo, type Booking, type Hotel, type HotelPhoto, type NightAvailability } from '@ceylon/shared/domain';
import { dataFolderLayout } from '../../../api/src/data-folder';
import { openPglite } from '../../../api/src/db/connect';
import { photoUpload, testJpeg } from '../../../api/src/photos/photo-fixtures';
import { minimumStaysIn, yearOfAvailability } from '../../../api/src/test/inventory-figures';
import { snapshotPath } from '../../../api/src/test/pglite-snapshots';
import { buildWebServer } from '../server/build-web-server';
import { openReleaseStore } from '../store';
import { remoteDist } from '../store/testing/fake-dist';
import { MANIFEST_FILE } from './backup-manifest';
import { checkBackup } from './check-backup';
import { openControlChannel } from './control-channel';
import { restoreBackup } from './restore-backup';
import { saveBackup } from './save-backup';

/** A site as `npm start` serves it (web server, API, control channel) on `dataDir`, with an empty release store. */
async function startSite(dataDir: string, storeRoot: string) {
  const server = await buildWebServer({
    storeRoot,
    api: { plugin: apiPlugin, options: { dataDir, logger: false, outboxPollMs: 0, seedPhotos: false, authRateLimit: 1000 } },
  });
  openControlChannel(server, { storeRoot, storeOptions: {}, log: server.log });
  await server.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  async function call<T>(
    method: string,
    url: string,
    options: { token?: string; json?: unknown; form?: ReturnType<typeof photoUpload>; idempotencyKey?: string } = {},
  ) {
    const headers: Record<string, string> = {
      ...(options.token && { authorization: `Bearer ${options.token}` }),
      ...(options.idempotencyKey && { 'idempotency-key': options.idempotencyKey }),
    };
    let body: string | Blob | undefined;
    if (options.json !== undefined) [headers['content-type'], body] = ['application/json', JSON.stringify(options.json)];
    if (options.form)
      [headers['content-type'], body] = [options.form.headers['content-type'] ?? '', new Blob([new Uint8Array(options.form.payload)])];
    const response = await fetch(`${base}${url}`, { method, headers, body });
    const text = await response.text();
    return {
      status: response.status,
      body: (text && response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text) as T,
    };
  }
  async function login(email: string, password: string): Promise<string> {
    const answer = await call<{ token: string }>('POST', '/api/auth/login', { json: { email, password } });
    if (answer.status !== 200) throw new Error(`Login of ${email} answered ${answer.status}`);
    return answer.body.token;
  }
  return { server, call, login, base };
}

type Site = Awaited<ReturnType<typeof startSite>>;

/**
 * The data folder of a site that has run before: the API tests' seeded database (their globalSetup's
 * dump) on disk, so the first start skips initdb and the seed. Without the dump, the site seeds itself.
 */
async function seededDataFolder(dataDir: string): Promise<void> {
  const dump = snapshotPath('seeded');
  if (!dump) return;
  const deadlines = { dbStatementTimeoutMs: 60_000, dbLockTimeoutMs: 60_000, dbAcquireTimeoutMs: 60_000 };
  // Closed by its client: Kysely's destroy() closes a driver only once a query has started it.
  const { client } = await openPglite(dataFolderLayout(dataDir).pglite, dump, deadlines);
  await client.close();
}

const guest = ['guest@ceylon.test', 'Guest#2025'] as const;
const admin = ['admin@ceylon.test', 'Admin#2025'] as const;

/** Rooms taken per night by the hotel's confirmed and pending bookings, from today on. */
function roomsBooked(bookings: Booking[], hotelId: string, today: string): Record<string, number> {
  const taken: Record<string, number> = {};
  for (const booking of bookings) {
    if (booking.hotelId !== hotelId || (booking.status !== 'confirmed' && booking.status !== 'pending')) continue;
    for (let night = booking.checkIn; night < booking.checkOut; night = addDays(night, 1)) {
      if (night >= today) taken[night] = (taken[night] ?? 0) + booking.rooms;
    }
  }
  return taken;
}

/** Rooms taken per night as the hotel's availability reports them (nights with any). */
async function roomsTaken(site: Site, hotel: Hotel): Promise<Record<string, number>> {
  const answer = await site.call<NightAvailability[]>('GET', `/api/hotels/${hotel.id}/availability?nights=366`);
  expect(answer.status).toBe(200);
  return Object.fromEntries(
    answer.body.map(({ date, availableRooms }) => [date, hotel.rooms - availableRooms] as const).filter(([, rooms]) => rooms > 0),
  );
}

describe('the restore drill', () => {
  let folder: string;
  const sites: Site[] = [];
  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'ceylon-restore-drill-'));
  });
  afterAll(async () => {
    await Promise.all(sites.map((site) => site.server.close()));
    await rm(folder, { recursive: true, force: true });
  });

  test('a backup taken while bookings are made restores every booking answered before it began, none half-made, and every photo', async () => {
    const started = performance.now();
    const seconds = (from: number) => ((performance.now() - from) / 1000).toFixed(1);
    await seededDataFolder(path.join(folder, 'data'));
    const store = openReleaseStore(path.join(folder, 'releases'));
    const { version } = await store.storeBuild('public', await remoteDist('drill'));
    await store.activate('public', version, 'release public');
    await store.close();
    const first = await startSite(path.join(folder, 'data'), path.join(folder, 'releases'));
    sites.push(first);
    const firstUp = seconds(started);
    const [guestToken, adminToken] = [await first.login(...guest), await first.login(...admin)];
    const hotels = (await first.call<Hotel[]>('GET', '/api/hotels?limit=50')).body;
    const seeded = (await first.call<Booking[]>('GET', '/api/all-bookings', { token: adminToken })).body.map((booking) => booking.id);
    const photo = await first.call<HotelPhoto[]>('POST', `/api/hotels/${hotels[0]!.id}/photos`, {
      token: adminToken,
      form: photoUpload([{ name: 'before.jpg', body: await testJpeg(640, 480) }]),
    });
    expect(photo.status).toBe(201);

    // Four clients booking one night each (or the minimum stay of a night in a season that asks one:
    // the demo's Pasikudah hotel), spread over hotels and nights, until told to stop. As a careful
    // client does, each asks again when the site is too busy (503: requests wait while the backup
    // holds the database, and a loaded machine may stretch that past DB_ACQUIRE_TIMEOUT_MS), under
    // the same Idempotency-Key, so that a booking is never made twice.
    const today = todayInColombo();
    const minimumStays = new Map<string, Record<string, number>>();
    for (const hotel of hotels) {
      const nights = await first.call<NightAvailability[]>('GET', yearOfAvailability(hotel.id));
      expect(nights.status).toBe(200);
      minimumStays.set(hotel.id, minimumStaysIn(nights.body));
    }
    const answered: string[] = [];
    const failures: string[] = [];
    let [inFlight, busy, next] = [0, 0, 0];
    let stop = false;
    const book = async (n: number) => {
      const hotel = hotels[n % hotels.length]!;
      const checkIn = addDays(today, 30 + (Math.floor(n / hotels.length) % 200));
      const nights = minimumStays.get(hotel.id)?.[checkIn] ?? 1;
      const json = { hotelId: hotel.id, checkIn, checkOut: addDays(checkIn, nights), guests: 1, rooms: 1 };
      for (let attempt = 1; ; attempt += 1) {
        const answer = await first.call<Booking>('POST', '/api/bookings', { token: guestToken, json, idempotencyKey: `drill-${n}` });
        if (answer.status !== 503 || attempt === 5) return answer;
        busy += 1;
      }
    };
    const client = async () => {
      while (!stop) {
        inFlight += 1;
        const answer = await book(next++).catch((error: unknown) => ({ status: 0, body: String(error) }));
        inFlight -= 1;
        if (answer.status === 201) answered.push((answer.body as Booking).id);
        else [stop] = [true, failures.push(`${answer.status}: ${JSON.stringify(answer.body)}`)];
      }
    };
    const clients = Array.from({ length: 4 }, client);
    while (answered.length < 20 && !stop) await new Promise((resolve) => setTimeout(resolve, 20));

    // The backup begins here: what was answered until now must come back.
    const answeredBefore = [...answered];
    const inFlightWhenBegun = inFlight;
    const archive = path.join(folder, 'backup.tar.gz');
    const backupBegan = performance.now();
    const [manifest, photoDuring] = await Promise.all([
      saveBackup(path.join(folder, 'data'), archive),
      // A photo stored while the backup runs: in it with its files, or not in it at all. Sent again
      // when the site is too busy (503), as the booking clients do.
      (async () => {
        const body = await testJpeg(640, 480);
        for (let attempt = 1; ; attempt += 1) {
          const answer = await first.call('POST', `/api/hotels/${hotels[1]!.id}/photos`, {
            token: adminToken,
            form: photoUpload([{ name: 'during.jpg', body }]),
          });
          if (answer.status !== 503 || attempt === 5) return answer;
        }
      })(),
    ]);
    const answeredByTheEnd = answered.length;
    const backupTook = seconds(backupBegan);
    stop = true;
    await Promise.all(clients);
    expect(failures).toEqual([]);
    expect(photoDuring.status).toBe(201);
    expect(inFlightWhenBegun).toBeGreaterThan(0);
    expect(manifest.photos).toEqual({ included: true, count: expect.any(Number) });

    // A running site is never restored over.
    await expect(
      restoreBackup(archive, { dataDir: path.join(folder, 'data'), storeRoot: path.join(folder, 'releases'), storeOptions: {} }),
    ).rejects.toThrow(/A site is running on .* stop it/);
    await first.server.close();
    sites.pop();

    const restoreBegan = performance.now();
    const restored = await restoreBackup(archive, {
      dataDir: path.join(folder, 'restored-data'),
      storeRoot: path.join(folder, 'restored-releases'),
      storeOptions: {},
    });
    expect(restored.kept).toBeNull();
    const restoreTook = seconds(restoreBegan);
    const second = await startSite(path.join(folder, 'restored-data'), path.join(folder, 'restored-releases'));
    sites.push(second);

    // The release store's state came back with the build it names, and the site serves it.
    expect(manifest.releases).toEqual({ included: true, versions: [{ app: 'public', version }] });
    const entry = await second.call<string>('GET', `/releases/public/${version}/remoteEntry.js`);
    expect([entry.status, entry.body]).toEqual([200, '/* entry drill */']);

    // The guest's session was in the backup, and so was the JWT secret that signed it.
    expect((await second.call('GET', '/api/my-bookings', { token: guestToken })).status).toBe(200);
    const bookings = (await second.call<Booking[]>('GET', '/api/all-bookings', { token: adminToken })).body;
    const ids = new Set(bookings.map((booking) => booking.id));
    expect(answeredBefore.filter((id) => !ids.has(id))).toEqual([]);
    // Nothing else: the seed's bookings and ones the clients were answered for (before, or during, the backup).
    const known = new Set([...seeded, ...answered]);
    expect(bookings.filter((booking) => !known.has(booking.id))).toEqual([]);
    expect(bookings.length).toBeLessThanOrEqual(seeded.length + answered.length);
    for (const hotel of hotels)
      expect([hotel.title, await roomsTaken(second, hotel)]).toEqual([hotel.title, roomsBooked(bookings, hotel.id, today)]);

    // Every photo the restored site lists is served; the one stored before the backup is among them.
    const listed = (
      await Promise.all(hotels.map(async (hotel) => (await second.call<HotelPhoto[]>('GET', `/api/hotels/${hotel.id}/photos`)).body))
    ).flat();
    expect(listed.map((stored) => stored.id)).toEqual(expect.arrayContaining(photo.body.map((stored) => stored.id)));
    for (const variant of listed.flatMap((photo) => photo.variants))
      expect([variant.url, (await second.call('GET', variant.url)).status]).toEqual([variant.url, 200]);
    console.log(
      `restore drill: ${answeredBefore.length} bookings answered before the backup, ${answeredByTheEnd - answeredBefore.length} during it, ` +
        `${bookings.length - seeded.length} restored; ${listed.length} photos; first site up in ${firstUp} s, backup ${backupTook} s, ` +
        `restore ${restoreTook} s, all ${seconds(started)} s; ${busy} busy answers asked again`,
    );
  }, 180_000);

  // On the drill's archive: refused whole, before anything is written.
  test('a damaged, cut-short or foreign archive is refused with the reason, and nothing is changed', async () => {
    const archive = path.join(folder, 'backup.tar.gz');
    const whole = await readFile(archive);
    const target = { dataDir: path.join(folder, 'untouched-data'), storeRoot: path.join(folder, 'untouched-releases'), storeOptions: {} };
    const cut = path.join(folder, 'cut.tar.gz');
    await writeFile(cut, whole.subarray(0, Math.floor(whole.length / 2)));
    await expect(restoreBackup(cut, target)).rejects.toThrow(/is not a backup this site can restore: it is cut short/);

    const damaged = path.join(folder, 'damaged.tar.gz');
    const flipped = Buffer.from(whole);
    const middle = Math.floor(flipped.length / 2);
    flipped[middle] = (flipped[middle] ?? 0) ^ 0xff;
    await writeFile(damaged, flipped);
    await expect(checkBackup(damaged)).rejects.toThrow(/is not a backup this site can restore: .*(damaged|gzip)/);

    await writeFile(path.join(folder, 'notes.txt'), 'not a backup');
    const foreign = path.join(folder, 'foreign.tar.gz');
    await create({ cwd: folder, gzip: true, file: foreign }, ['notes.txt']);
    await expect(restoreBackup(foreign, target)).rejects.toThrow(`it does not begin with ${MANIFEST_FILE}`);
    await writeFile(path.join(folder, 'plain.tar.gz'), 'plain text');
    await expect(restoreBackup(path.join(folder, 'plain.tar.gz'), target)).rejects.toThrow(/it is not gzip-compressed/);
    expect((await readdir(folder)).filter((name) => name.startsWith('untouched') || name.includes('restoring'))).toEqual([]);
  });
});
