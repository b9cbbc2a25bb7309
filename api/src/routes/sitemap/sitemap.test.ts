// The sitemap's hotels (GET /api/sitemap/hotels and /api/sitemap/hotels/:page): every live hotel
// once, in id order, dated by its last edit; the cut into pages, tried with a page size of 2; and
// the old paths under /api/hotels/sitemap, which answer the same for one release.
import type { Kysely } from 'kysely';
import { SITEMAP_PAGE_SIZE } from '@ceylon/shared/contracts';
import type { SitemapIndex, SitemapPage } from '@ceylon/shared/domain';
import type { Database } from '../../db/schema';
import { createSitemapRepository } from '../../repositories/sitemap-repository';
import { createHotel, loginDemo, type Actor } from '../../test/actors';
import { call, testDatabases } from '../../test/test-app';
import { useAppWithDatabase } from '../../test/use-app-with-database';

/** The live hotels as the database has them, in the order a sitemap lists them. */
async function liveHotels(db: Kysely<Database>): Promise<{ id: string; lastmod: string }[]> {
  const rows = await db.selectFrom('hotels').select(['id', 'updatedAt']).where('deletedAt', 'is', null).execute();
  // uuids as lowercase hex sort as text in the order PostgreSQL sorts them.
  return rows.map((row) => ({ id: row.id, lastmod: row.updatedAt.toISOString() })).sort((a, b) => (a.id < b.id ? -1 : 1));
}

const latest = (hotels: { lastmod: string }[]) => hotels.map((hotel) => hotel.lastmod).reduce((a, b) => (a > b ? a : b));

/** An answer's body but for its request id, which differs from one request to the next. */
const withoutRequestId = ({ requestId: _requestId, ...body }: Record<string, unknown>) => body;

describe.each(testDatabases())('hotel sitemap on %s', (database) => {
  const ctx = useAppWithDatabase(database);
  let owner: Actor;

  beforeAll(async () => {
    owner = await loginDemo(ctx.app, 'hotelOwner');
  });

  const index = async () => {
    const response = await call(ctx.app, 'GET', '/api/sitemap/hotels');
    expect(response.statusCode).toBe(200);
    return response.json<SitemapIndex>();
  };
  const page = (n: number | string) => call(ctx.app, 'GET', `/api/sitemap/hotels/${n}`);

  it('lists every live hotel once, in id order, with its last edit as lastmod', async () => {
    const edited = await createHotel(ctx.app, owner, { title: 'Sitemap Edited Lodge' });
    await createHotel(ctx.app, owner, { title: 'Sitemap Untouched Inn' });
    // Dated long ago first, so the edit's move of lastmod cannot be lost in the same millisecond.
    await ctx.db
      .updateTable('hotels')
      .set({ updatedAt: new Date('2020-01-01T00:00:00Z') })
      .where('id', '=', edited.id)
      .execute();
    expect((await call(ctx.app, 'PUT', `/api/hotels/${edited.id}`, { token: owner.token, body: { price: 123 } })).statusCode).toBe(200);

    const live = await liveHotels(ctx.db);
    const first = await page(1);
    expect(first.statusCode).toBe(200);
    const listed = first.json<SitemapPage>().hotels;
    expect(listed).toEqual(live);
    const lastmod = listed.find((hotel) => hotel.id === edited.id)?.lastmod ?? '';
    expect(lastmod > '2020-01-01T00:00:00.000Z').toBe(true);
    expect(await index()).toEqual({ pageSize: SITEMAP_PAGE_SIZE, files: [{ page: 1, count: live.length, lastmod: latest(live) }] });
  });

  it('leaves a deleted hotel out', async () => {
    const doomed = await createHotel(ctx.app, owner, { title: 'Sitemap Doomed Villa' });
    const count = (await index()).files[0]?.count ?? 0;
    expect((await call(ctx.app, 'DELETE', `/api/hotels/${doomed.id}`, { token: owner.token })).statusCode).toBe(200);

    expect((await page(1)).json<SitemapPage>().hotels.map((hotel) => hotel.id)).not.toContain(doomed.id);
    expect((await index()).files[0]?.count).toBe(count - 1);
  });

  it('is answered by its own routes, not by GET /api/hotels/:id, and documented as public hotel routes', async () => {
    expect(Object.keys(await index())).toEqual(['pageSize', 'files']);
    const document = (await call(ctx.app, 'GET', '/api/docs/json')).json<{ paths: Record<string, { get?: { tags?: string[] } }> }>();
    for (const path of ['/api/sitemap/hotels', '/api/sitemap/hotels/{page}']) {
      expect(document.paths[path]?.get).toMatchObject({ tags: ['hotels'] });
      expect(document.paths[path]?.get).not.toHaveProperty('security');
      expect(document.paths[path]?.get).not.toHaveProperty('deprecated');
    }
    // The old index path is documented as deprecated; the old page path, ambiguous with /api/hotels/{id}/…, is left out.
    expect(document.paths['/api/hotels/sitemap']?.get).toMatchObject({ tags: ['hotels'], deprecated: true });
    expect(document.paths).not.toHaveProperty(['/api/hotels/sitemap/{page}']);
  });

  it('answers the same at the old paths under /api/hotels/sitemap', async () => {
    for (const [now, old, status] of [
      ['/api/sitemap/hotels', '/api/hotels/sitemap', 200],
      ['/api/sitemap/hotels/1', '/api/hotels/sitemap/1', 200],
      ['/api/sitemap/hotels/2', '/api/hotels/sitemap/2', 404],
      ['/api/sitemap/hotels/abc', '/api/hotels/sitemap/abc', 400],
    ] as const) {
      const [answer, aliased] = await Promise.all([call(ctx.app, 'GET', now), call(ctx.app, 'GET', old)]);
      expect(answer.statusCode).toBe(status);
      expect({ status: aliased.statusCode, body: withoutRequestId(aliased.json()) }).toEqual({
        status: answer.statusCode,
        body: withoutRequestId(answer.json()),
      });
    }
  });

  it('answers 404 for a page past the last', async () => {
    for (const past of [2, 10_000]) {
      const response = await page(past);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Sitemap page not found', requestId: expect.any(String) });
    }
  });

  it.each([
    ['0', 'page must be at least 1'],
    ['-1', 'page must be at least 1'],
    ['abc', 'page must be a whole number'],
    ['10001', 'page must be at most 10000'],
  ])('refuses page %s with a 400 naming it', async (bad, message) => {
    const response = await page(bad);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ field: 'page', message, requestId: expect.any(String) });
  });

  describe('cut into pages of 2 (the repository; the routes use the protocol’s 50,000)', () => {
    const sitemap = () => createSitemapRepository(ctx.db);

    beforeAll(async () => {
      // Enough hotels for several pages with a short last one, whatever the demo data holds,
      // and one edited far ahead so its page's lastmod must be the latest, not any hotel's.
      for (const title of ['Sitemap Page Hotel A', 'Sitemap Page Hotel B', 'Sitemap Page Hotel C'])
        await createHotel(ctx.app, owner, { title });
      if ((await liveHotels(ctx.db)).length % 2 === 0) await createHotel(ctx.app, owner, { title: 'Sitemap Odd One' });
      const [, second] = await liveHotels(ctx.db);
      await ctx.db
        .updateTable('hotels')
        .set({ updatedAt: new Date('2031-01-01T00:00:00Z') })
        .where('id', '=', second?.id ?? '')
        .execute();
    });

    it('numbers the pages from 1, two hotels each and the rest on the last, each dated by its latest edit', async () => {
      const live = await liveHotels(ctx.db);
      const expected = Array.from({ length: Math.ceil(live.length / 2) }, (_, i) => live.slice(2 * i, 2 * i + 2));
      expect(expected.at(-1)).toHaveLength(1);

      const files = await sitemap().files(2);
      expect(files.map((file) => ({ ...file, lastmod: file.lastmod.toISOString() }))).toEqual(
        expected.map((hotels, i) => ({ page: i + 1, count: hotels.length, lastmod: latest(hotels) })),
      );
      expect(files[0]?.lastmod.toISOString()).toBe('2031-01-01T00:00:00.000Z');
    });

    it('reads each page’s hotels, and nothing past the last', async () => {
      const live = await liveHotels(ctx.db);
      const pages = Math.ceil(live.length / 2);
      const read = [];
      for (let n = 1; n <= pages; n += 1) {
        const hotels = await sitemap().page(n, 2);
        expect(hotels.length).toBe(n < pages ? 2 : 1);
        read.push(...hotels.map((hotel) => ({ id: hotel.id, lastmod: hotel.lastmod.toISOString() })));
      }
      expect(read).toEqual(live);
      expect(await sitemap().page(pages + 1, 2)).toEqual([]);
    });
  });
});

describe.each(testDatabases())('hotel sitemap without hotels on %s', (database) => {
  const ctx = useAppWithDatabase(database, { seed: 'none' });

  it('has no files, and page 1 is past the end', async () => {
    expect((await call(ctx.app, 'GET', '/api/sitemap/hotels')).json()).toEqual({ pageSize: SITEMAP_PAGE_SIZE, files: [] });
    const first = await call(ctx.app, 'GET', '/api/sitemap/hotels/1');
    expect(first.statusCode).toBe(404);
    expect(first.json()).toEqual({ message: 'Sitemap page not found', requestId: expect.any(String) });
  });
});
