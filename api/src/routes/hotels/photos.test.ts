// Hotel photos through the API, stored in a real S3-compatible server (s3rver) so the tests can
// count the objects an upload leaves: every bad upload leaves no row and no object.
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { MAX_HOTEL_PHOTOS, MAX_PHOTO_BYTES, type Hotel, type HotelPhoto } from '@ceylon/shared/domain';
import type { ApiConfig } from '../../config';
import { hugeDimensionPng, photoUpload, SVG_PHOTO, testJpeg } from '../../photos/photo-fixtures';
import { startTestS3Server, type TestS3Server } from '../../test/test-s3-server';
import { createActor, createHotel, createActors, type Actor, type Actors } from '../../test/actors';
import { call, testDatabases } from '../../test/test-app';
import { useAppWithDatabase } from '../../test/use-app-with-database';

describe.each(testDatabases())('hotel photos on %s', (database) => {
  let s3: TestS3Server | undefined;
  const options: Partial<ApiConfig> = { s3ForcePathStyle: true };
  // Before the app starts (hooks run in order): the app is given the server's address.
  beforeAll(async () => {
    s3 = await startTestS3Server();
    Object.assign(options, {
      s3Bucket: s3.bucket,
      s3Endpoint: s3.endpoint,
      s3AccessKeyId: s3.accessKeyId,
      s3SecretAccessKey: s3.secretAccessKey,
    });
  });
  const ctx = useAppWithDatabase(database, options);
  afterAll(async () => s3?.stop());

  let actors: Actors;
  let hotel: Hotel;
  let jpeg: Buffer;
  beforeAll(async () => {
    actors = await createActors(ctx.app);
    hotel = await createHotel(ctx.app, actors.ownerA, { title: 'Photo Test Villa', imageUrl: '/api/assets/hotels/galle.svg' });
    jpeg = await testJpeg(1800, 1200);
  });

  async function objectCount(): Promise<number> {
    if (!s3) throw new Error('s3rver has not started');
    const client = new S3Client({
      region: 'us-east-1',
      endpoint: s3.endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
    });
    const listed = await client.send(new ListObjectsV2Command({ Bucket: s3.bucket }));
    client.destroy();
    return listed.KeyCount ?? 0;
  }

  const rowCount = async () => (await ctx.db.selectFrom('hotelPhotos').select('id').execute()).length;

  function upload(hotelId: string, who: Actor | undefined, files: Parameters<typeof photoUpload>[0]) {
    const { payload, headers } = photoUpload(files);
    return ctx.app.inject({
      method: 'POST',
      url: `/api/hotels/${hotelId}/photos`,
      payload,
      headers: { ...headers, ...(who && { authorization: `Bearer ${who.token}` }) },
    });
  }

  const getHotel = async (id: string) => (await call(ctx.app, 'GET', `/api/hotels/${id}`)).json<Hotel>();

  describe('refuses bad uploads with a 400 naming the file, and stores nothing', () => {
    const cases: Array<[string, () => Promise<Parameters<typeof photoUpload>[0]>, RegExp]> = [
      [
        'not an image',
        async () => [{ name: 'notes.jpg', body: Buffer.from('just some text, not a picture') }],
        /notes\.jpg is not a JPEG, PNG or WebP image/,
      ],
      [
        'larger than 10 MB',
        async () => [{ name: 'huge.jpg', body: Buffer.concat([jpeg, Buffer.alloc(MAX_PHOTO_BYTES)]) }],
        /huge\.jpg is larger than 10 MB/,
      ],
      [
        'more than 40 megapixels (a small file with huge dimensions)',
        async () => [{ name: 'bomb.png', body: hugeDimensionPng(8000, 6000), type: 'image/png' }],
        /bomb\.png is 8000 × 6000 pixels; photos may have at most 40 megapixels/,
      ],
      [
        'a truncated JPEG',
        async () => [{ name: 'cut.jpg', body: jpeg.subarray(0, Math.floor(jpeg.length / 2)) }],
        /cut\.jpg could not be read: the file is damaged or incomplete/,
      ],
      [
        'an SVG, whatever its name and type',
        async () => [{ name: 'photo.jpg', body: SVG_PHOTO }],
        /photo\.jpg is not a JPEG, PNG or WebP image/,
      ],
      [
        'one bad file among good ones',
        async () => [
          { name: 'good.jpg', body: jpeg },
          { name: 'bad.png', body: Buffer.from('PNG? no'), type: 'image/png' },
        ],
        /bad\.png is not a JPEG, PNG or WebP image/,
      ],
      [
        `more than ${MAX_HOTEL_PHOTOS} files at once`,
        async () => Array.from({ length: MAX_HOTEL_PHOTOS + 1 }, (_, i) => ({ name: `p${i}.jpg`, body: jpeg })),
        /at most 10 photos/,
      ],
    ];

    it.each(cases)('%s', async (_name, files, message) => {
      const [rows, objects] = [await rowCount(), await objectCount()];
      const response = await upload(hotel.id, actors.ownerA, await files());
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toMatch(message);
      expect(await rowCount()).toBe(rows);
      expect(await objectCount()).toBe(objects);
      expect((await getHotel(hotel.id)).cover).toBeNull();
    });

    it('a JSON body, and a multipart body without photos', async () => {
      const json = await call(ctx.app, 'POST', `/api/hotels/${hotel.id}/photos`, { token: actors.ownerA.token, body: { photos: [] } });
      expect(json.statusCode).toBe(400);
      const empty = await upload(hotel.id, actors.ownerA, []);
      expect(empty.statusCode).toBe(400);
      expect(empty.json<{ message: string }>().message).toMatch(/Choose at least one photo/);
    });
  });

  describe('upload, order, caption and delete', () => {
    let photos: HotelPhoto[] = [];

    it('stores WebP (and AVIF where smaller) at each width up to the original, metadata stripped, and answers 201', async () => {
      const upright = await testJpeg(1200, 1800);
      const turned = await testJpeg(1800, 1200, { orientation: 6 });
      const response = await upload(hotel.id, actors.ownerA, [
        { name: 'front.jpg', body: jpeg, caption: 'The front garden' },
        { name: 'turned.jpg', body: turned },
        { name: 'tall.png', body: await sharp(upright).png().toBuffer(), type: 'image/png', caption: '  ' },
      ]);
      expect(response.statusCode).toBe(201);
      photos = response.json<HotelPhoto[]>();
      expect(photos.map((p) => p.caption)).toEqual(['The front garden', 'Photo Test Villa', 'Photo Test Villa']);
      const [front, turnedPhoto, tall] = photos;
      expect(front).toMatchObject({ width: 1600, height: 1067 });
      expect(front?.variants.filter((v) => v.format === 'webp').map((v) => [v.width, v.height])).toEqual([
        [480, 320],
        [960, 640],
        [1600, 1067],
      ]);
      // EXIF orientation 6: stored upright, so 1200 wide.
      expect(turnedPhoto).toMatchObject({ width: 960, height: 1440 });
      expect(tall?.variants.filter((v) => v.format === 'webp').map((v) => v.width)).toEqual([480, 960]);
      for (const variant of front?.variants ?? []) expect(variant.url).toMatch(/^\/api\/photos\/[a-z0-9-]+-\d+-[0-9a-f]{16}\.(webp|avif)$/);

      const served = await call(ctx.app, 'GET', turnedPhoto?.variants[0]?.url ?? '');
      expect(served.statusCode).toBe(200);
      const metadata = await sharp(served.rawPayload).metadata();
      expect(metadata).toMatchObject({ format: 'webp', width: 480, height: 720 });
      expect(metadata.exif).toBeUndefined();
      expect(metadata.orientation).toBeUndefined();
    });

    it('makes the first photo the cover and its 960 WebP the imageUrl; GET /api/hotels/:id lists them all', async () => {
      const shown = await getHotel(hotel.id);
      expect(shown.cover).toEqual(photos[0]);
      expect(shown.imageUrl).toBe(photos[0]?.variants.find((v) => v.format === 'webp' && v.width === 960)?.url);
      expect(shown.photos).toEqual(photos);
      expect((await call(ctx.app, 'GET', `/api/hotels/${hotel.id}/photos`)).json()).toEqual(photos);
      const listed = (await call(ctx.app, 'GET', '/api/hotels')).json<Hotel[]>().find((h) => h.id === hotel.id);
      expect(listed).toMatchObject({ cover: photos[0], imageUrl: shown.imageUrl });
      expect(listed?.photos).toBeUndefined();
    });

    it('serves a variant with its type, an ETag and a year of immutable caching', async () => {
      const variant = photos[0]?.variants.find((v) => v.format === 'webp');
      const response = await call(ctx.app, 'GET', variant?.url ?? '');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const etag = String(response.headers.etag);
      const again = await call(ctx.app, 'GET', variant?.url ?? '', { headers: { 'if-none-match': etag } });
      expect(again.statusCode).toBe(304);
      expect((await call(ctx.app, 'GET', '/api/photos/0000-480-ffff.webp')).statusCode).toBe(404);
      expect((await call(ctx.app, 'GET', '/api/photos/..%2Fjwt-secret')).statusCode).toBe(400);
    });

    it('reorders: the new first photo becomes the cover; only the exact set of ids is taken', async () => {
      const ids = photos.map((p) => p.id).reverse();
      const response = await call(ctx.app, 'PUT', `/api/hotels/${hotel.id}/photos/order`, { token: actors.ownerA.token, body: { ids } });
      expect(response.statusCode).toBe(200);
      photos = response.json<HotelPhoto[]>();
      expect(photos.map((p) => p.id)).toEqual(ids);
      expect((await getHotel(hotel.id)).cover?.id).toBe(ids[0]);
      const partial = await call(ctx.app, 'PUT', `/api/hotels/${hotel.id}/photos/order`, {
        token: actors.ownerA.token,
        body: { ids: ids.slice(1) },
      });
      expect(partial.statusCode).toBe(400);
      expect(partial.json<{ message: string }>().message).toBe('ids must list every photo of the hotel exactly once');
    });

    it('changes a caption, and the cover copy with it', async () => {
      const first = photos[0]?.id ?? '';
      const response = await call(ctx.app, 'PATCH', `/api/hotels/${hotel.id}/photos/${first}`, {
        token: actors.ownerA.token,
        body: { caption: 'Sunset over the lagoon' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json<HotelPhoto[]>()[0]?.caption).toBe('Sunset over the lagoon');
      expect((await getHotel(hotel.id)).cover?.caption).toBe('Sunset over the lagoon');
      const blank = await call(ctx.app, 'PATCH', `/api/hotels/${hotel.id}/photos/${first}`, {
        token: actors.ownerA.token,
        body: { caption: ' ' },
      });
      expect(blank.statusCode).toBe(400);
    });

    it('refuses more than the hotel may hold in all', async () => {
      const room = MAX_HOTEL_PHOTOS - photos.length;
      const small = await testJpeg(300, 200);
      const [rows, objects] = [await rowCount(), await objectCount()];
      const response = await upload(
        hotel.id,
        actors.ownerA,
        Array.from({ length: room + 1 }, (_, i) => ({ name: `extra-${i}.jpg`, body: small })),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toBe(
        `A hotel can have at most ${MAX_HOTEL_PHOTOS} photos; this one has ${photos.length}, so ${room + 1} more cannot be added`,
      );
      expect([await rowCount(), await objectCount()]).toEqual([rows, objects]);
    });

    it('deletes a photo with its files; without photos imageUrl is the stored URL again, even after an edit sent back the cover URL', async () => {
      // The edit form sends back the imageUrl it shows, the cover's: no change, the stored URL stays.
      const shownUrl = (await getHotel(hotel.id)).imageUrl;
      const body = { title: 'Photo Test Villa', imageUrl: shownUrl };
      const edited = await call(ctx.app, 'PUT', `/api/hotels/${hotel.id}`, { token: actors.ownerA.token, body });
      expect(edited.statusCode).toBe(200);
      expect(edited.json<Hotel>().imageUrl).toBe(shownUrl);
      const objects = await objectCount();
      const [gone] = photos;
      const response = await call(ctx.app, 'DELETE', `/api/hotels/${hotel.id}/photos/${gone?.id}`, { token: actors.ownerA.token });
      expect(response.statusCode).toBe(200);
      photos = response.json<HotelPhoto[]>();
      expect(photos.map((p) => p.id)).not.toContain(gone?.id);
      expect(await objectCount()).toBe(objects - (gone?.variants.length ?? 0));
      expect((await call(ctx.app, 'GET', gone?.variants[0]?.url ?? '')).statusCode).toBe(404);
      expect((await getHotel(hotel.id)).cover?.id).toBe(photos[0]?.id);

      for (const photo of photos) {
        expect(
          (await call(ctx.app, 'DELETE', `/api/hotels/${hotel.id}/photos/${photo.id}`, { token: actors.admin.token })).statusCode,
        ).toBe(200);
      }
      const bare = await getHotel(hotel.id);
      expect(bare).toMatchObject({ cover: null, imageUrl: '/api/assets/hotels/galle.svg', photos: [] });
      const again = await call(ctx.app, 'DELETE', `/api/hotels/${hotel.id}/photos/${gone?.id}`, { token: actors.ownerA.token });
      expect(again.statusCode).toBe(404);
    });
  });

  it("refuses other owners (403), customers (403) and visitors (401); an admin may upload to anyone's hotel", async () => {
    const small = await testJpeg(500, 400);
    const other = await createActor(ctx.app, actors.admin, 'hotelOwner', 'Other');
    const hotel = await createHotel(ctx.app, actors.ownerA, { title: 'Roles Test Lodge' });
    const [rows, objects] = [await rowCount(), await objectCount()];
    expect((await upload(hotel.id, other, [{ name: 'a.jpg', body: small }])).statusCode).toBe(403);
    expect((await upload(hotel.id, actors.customerA, [{ name: 'a.jpg', body: small }])).statusCode).toBe(403);
    expect((await upload(hotel.id, undefined, [{ name: 'a.jpg', body: small }])).statusCode).toBe(401);
    expect([await rowCount(), await objectCount()]).toEqual([rows, objects]);
    const byAdmin = await upload(hotel.id, actors.admin, [{ name: 'a.jpg', body: small }]);
    expect(byAdmin.statusCode).toBe(201);
    const [photo] = byAdmin.json<HotelPhoto[]>();
    for (const [method, url, body] of [
      ['PUT', `/api/hotels/${hotel.id}/photos/order`, { ids: [photo?.id] }],
      ['PATCH', `/api/hotels/${hotel.id}/photos/${photo?.id}`, { caption: 'Mine now' }],
      ['DELETE', `/api/hotels/${hotel.id}/photos/${photo?.id}`, undefined],
    ] as const) {
      expect((await call(ctx.app, method, url, { token: other.token, body })).statusCode).toBe(403);
    }
    expect((await getHotel(hotel.id)).cover?.caption).toBe('Roles Test Lodge');
  });
});
