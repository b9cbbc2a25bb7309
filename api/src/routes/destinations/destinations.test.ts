// The towns with hotels (GET /api/destinations) and a town's hotels a page at a time
// (GET /api/destinations/:slug): grouping by slug, naming, counting, the page's order, paging,
// deleted hotels and the 400s and 404s.
import type { Kysely } from 'kysely';
import { DESTINATION_PAGE_SIZE, type DestinationList, type DestinationPage, type Hotel } from '@ceylon/shared/domain';
import type { Database } from '../../db/schema';
import { createHotel, loginDemo, type Actor } from '../../test/actors';
import { call, testDatabases } from '../../test/test-app';
import { useAppWithDatabase } from '../../test/use-app-with-database';
import { PAGE_NOT_FOUND, TOWN_NOT_FOUND } from '.';

/** Reviews as the review routes leave them: a count and the sum of the ratings. */
async function setReviews(db: Kysely<Database>, id: string, reviewCount: number, reviewTotal: number) {
  await db.updateTable('hotels').set({ reviewCount, reviewTotal }).where('id', '=', id).execute();
}

describe.each(testDatabases())('destinations on %s', (database) => {
  const ctx = useAppWithDatabase(database);
  let owner: Actor;

  beforeAll(async () => {
    owner = await loginDemo(ctx.app, 'hotelOwner');
  });

  const list = async () => {
    const response = await call(ctx.app, 'GET', '/api/destinations');
    expect(response.statusCode).toBe(200);
    return response.json<DestinationList>().towns;
  };
  const town = (path: string) => call(ctx.app, 'GET', `/api/destinations/${path}`);
  const townPage = async (path: string) => {
    const response = await town(path);
    expect(response.statusCode).toBe(200);
    return response.json<DestinationPage>();
  };
  const remove = async (id: string) =>
    expect((await call(ctx.app, 'DELETE', `/api/hotels/${id}`, { token: owner.token })).statusCode).toBe(200);

  it("lists the demo's towns by slug, each with its name, hotels and latest edit", async () => {
    const towns = await list();
    const slugs = towns.map((entry) => entry.slug);
    expect(slugs).toEqual([...slugs].sort());
    expect(towns).toContainEqual({ slug: 'kandy', name: 'Kandy', hotelCount: 1, lastmod: expect.any(String) });
    expect(towns).toContainEqual(expect.objectContaining({ slug: 'nuwara-eliya', name: 'Nuwara Eliya' }));
    const [kandy] = await ctx.db.selectFrom('hotels').select('updatedAt').where('location', '=', 'Kandy').execute();
    expect(towns.find((entry) => entry.slug === 'kandy')?.lastmod).toBe(kandy?.updatedAt.toISOString());
  });

  it('with towns=, lists only those of the towns asked about that have hotels', async () => {
    const response = await call(ctx.app, 'GET', '/api/destinations?towns=kandy,atlantis,nuwara-eliya,kandy');
    expect(response.statusCode).toBe(200);
    const all = await list();
    expect(response.json<DestinationList>().towns).toEqual(all.filter((entry) => ['kandy', 'nuwara-eliya'].includes(entry.slug)));
  });

  it.each([
    ['towns=', 'towns must not be empty'],
    ['towns=Kandy', 'towns must be at most 24 towns such as kandy,nuwara-eliya'],
    ['towns=kandy,,galle', 'towns must be at most 24 towns such as kandy,nuwara-eliya'],
    [`towns=${Array.from({ length: 25 }, (_, i) => `t${i}`).join(',')}`, 'towns must be at most 24 towns such as kandy,nuwara-eliya'],
    ['page=2', 'page is not allowed'],
  ])('refuses the list with %s', async (query, message) => {
    const response = await call(ctx.app, 'GET', `/api/destinations?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message });
  });

  it('groups spellings that differ in case and punctuation, named by the spelling most hotels use', async () => {
    const spellings = ['Port Ahangama', 'port ahangama', 'PORT-AHANGAMA!', 'port ahangama'];
    for (const location of spellings) await createHotel(ctx.app, owner, { title: `Spelling ${location}`, location });
    const entry = (await list()).find((candidate) => candidate.slug === 'port-ahangama');
    expect(entry).toMatchObject({ name: 'port ahangama', hotelCount: 4 });
    expect((await townPage('port-ahangama')).hotels.map((hotel) => hotel.location).sort()).toEqual([...spellings].sort());
  });

  it('breaks a tie between spellings alphabetically (code-point order)', async () => {
    for (const location of ['weligama bay', 'Weligama Bay']) await createHotel(ctx.app, owner, { title: 'Tie', location });
    expect(await townPage('weligama-bay')).toMatchObject({ name: 'Weligama Bay', hotelCount: 2 });
  });

  it('leaves out a location with no letter or digit to make a slug of', async () => {
    const before = await list();
    await createHotel(ctx.app, owner, { title: 'Nowhere Inn', location: '— ? —' });
    expect(await list()).toEqual(before);
  });

  it('answers a town with its page of hotels as their cards show them, like GET /api/hotels/:id does', async () => {
    const kandy = await townPage('kandy');
    expect(kandy).toMatchObject({ slug: 'kandy', name: 'Kandy', hotelCount: 1, page: 1, pageSize: DESTINATION_PAGE_SIZE, pageCount: 1 });
    const [card] = kandy.hotels;
    const hotel = (await call(ctx.app, 'GET', `/api/hotels/${card?.id ?? ''}`)).json<Hotel>();
    expect(card).toEqual({
      id: hotel.id,
      title: hotel.title,
      location: hotel.location,
      price: hotel.price,
      imageUrl: hotel.imageUrl,
      rating: hotel.rating,
      bestSeller: hotel.bestSeller,
      guestScore: hotel.guestScore,
      reviewCount: hotel.reviewCount,
      cover: hotel.cover,
      creator: hotel.creator,
    });
  });

  describe('a town of several pages', () => {
    const slug = 'matara-bay';
    const scored: { id: string; count: number; total: number }[] = [];
    let unscored: string[] = [];

    beforeAll(async () => {
      const hotels: Hotel[] = [];
      for (let n = 0; n < DESTINATION_PAGE_SIZE + 4; n += 1) {
        hotels.push(await createHotel(ctx.app, owner, { title: `Matara Bay Hotel ${n}`, location: n % 2 ? 'Matara Bay' : 'matara bay' }));
      }
      // Means 4.5, 4.5 (a tie, by id), 3, and 5 from a single review: the best first, unreviewed last.
      const reviews = [
        [2, 9],
        [4, 18],
        [3, 9],
        [1, 5],
      ] as const;
      for (const [i, [count, total]] of reviews.entries()) {
        const id = hotels[i * 5]!.id;
        await setReviews(ctx.db, id, count, total);
        scored.push({ id, count, total });
      }
      unscored = hotels.map((hotel) => hotel.id).filter((id) => !scored.some((entry) => entry.id === id));
    });

    it('lists the best guest score first, ties and the unreviewed by id, cut into pages of 24', async () => {
      const byId = (a: string, b: string) => (a < b ? -1 : 1);
      const tie = scored.filter((entry) => entry.total / entry.count === 4.5).map((entry) => entry.id);
      const expected = [scored[3]!.id, ...tie.sort(byId), scored[2]!.id, ...[...unscored].sort(byId)];

      const first = await townPage(slug);
      expect(first).toMatchObject({ hotelCount: DESTINATION_PAGE_SIZE + 4, page: 1, pageCount: 2 });
      const second = await townPage(`${slug}?page=2`);
      expect(second).toMatchObject({ page: 2, pageCount: 2 });
      expect(first.hotels).toHaveLength(DESTINATION_PAGE_SIZE);
      expect(second.hotels).toHaveLength(4);
      expect([...first.hotels, ...second.hotels].map((hotel) => hotel.id)).toEqual(expected);
      expect(first.hotels.slice(0, 4).map((hotel) => hotel.guestScore)).toEqual([10, 9, 9, 6]);
      expect(second.hotels.every((hotel) => hotel.guestScore === null && hotel.reviewCount === 0)).toBe(true);
    });

    it('answers 404 for a page past the last', async () => {
      for (const past of [3, 10_000]) {
        const response = await town(`${slug}?page=${past}`);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ message: PAGE_NOT_FOUND, requestId: expect.any(String) });
      }
    });

    it('leaves deleted hotels out of the pages, the count and the list', async () => {
      await remove(unscored[0]!);
      const first = await townPage(slug);
      expect(first.hotelCount).toBe(DESTINATION_PAGE_SIZE + 3);
      expect((await townPage(`${slug}?page=2`)).hotels.map((hotel) => hotel.id)).not.toContain(unscored[0]);
      expect((await list()).find((entry) => entry.slug === slug)?.hotelCount).toBe(DESTINATION_PAGE_SIZE + 3);
    });
  });

  it('forgets a town whose hotels are all deleted: 404, and gone from the list', async () => {
    const only = await createHotel(ctx.app, owner, { title: 'Last Hotel Standing', location: 'Kalpitiya' });
    expect((await list()).map((entry) => entry.slug)).toContain('kalpitiya');
    await remove(only.id);
    expect((await list()).map((entry) => entry.slug)).not.toContain('kalpitiya');
    const response = await town('kalpitiya');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: TOWN_NOT_FOUND, requestId: expect.any(String) });
  });

  it('answers 404 for a town no hotel is in', async () => {
    const response = await town('atlantis');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: TOWN_NOT_FOUND, requestId: expect.any(String) });
  });

  it.each([
    ['Kandy', 'slug', 'slug must be a town such as nuwara-eliya'],
    ['kan_dy', 'slug', 'slug must be a town such as nuwara-eliya'],
    ['-kandy', 'slug', 'slug must be a town such as nuwara-eliya'],
    ['nuwara--eliya', 'slug', 'slug must be a town such as nuwara-eliya'],
    ['a'.repeat(81), 'slug', 'slug must be at most 80 characters'],
    ['kandy?page=0', 'page', 'page must be at least 1'],
    ['kandy?page=abc', 'page', 'page must be a whole number'],
    ['kandy?page=10001', 'page', 'page must be at most 10000'],
    ['kandy?sort=price', 'sort', 'sort is not allowed'],
  ])('refuses %s with a 400 naming %s', async (path, field, message) => {
    const response = await town(path);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ field, message, requestId: expect.any(String) });
  });

  it('is documented as public destination routes', async () => {
    const document = (await call(ctx.app, 'GET', '/api/docs/json')).json<{ paths: Record<string, { get?: Record<string, unknown> }> }>();
    for (const path of ['/api/destinations', '/api/destinations/{slug}']) {
      expect(document.paths[path]?.get).toMatchObject({ tags: ['destinations'] });
      expect(document.paths[path]?.get).not.toHaveProperty('security');
    }
  });
});

describe.each(testDatabases())('destinations without hotels on %s', (database) => {
  const ctx = useAppWithDatabase(database, { seed: 'none' });

  it('lists no town, and has no town to show', async () => {
    expect((await call(ctx.app, 'GET', '/api/destinations')).json()).toEqual({ towns: [] });
    expect((await call(ctx.app, 'GET', '/api/destinations/kandy')).statusCode).toBe(404);
  });
});
