// inTransaction, the one way the API opens a transaction: what the work writes commits together or
// not at all, and a use case handed a transaction joins it instead of opening another. On both databases.
import { sql } from 'kysely';
import { migrateToLatest } from '../db/migrate';
import { testDatabases } from '../test/test-app';
import { useDatabase } from '../test/use-database';
import { inTransaction } from './in-transaction';

describe.each(testDatabases())('inTransaction on %s', (database) => {
  const ctx = useDatabase(database, ({ db, schema }) => migrateToLatest(db, schema));
  let n = 0;
  /** Two rows of one use case: either both are there afterwards, or neither. */
  const twoWrites = async (db: typeof ctx.db, fail = false) => {
    const address = `in-transaction-${++n}@example.com`;
    await db.insertInto('newsletterSubscribers').values({ email: address }).execute();
    await db
      .insertInto('newsletterSubscribers')
      .values({ email: `second-${address}` })
      .execute();
    if (fail) throw new Error('refused');
    return address;
  };
  const stored = async (address: string) =>
    (
      await ctx.db
        .selectFrom('newsletterSubscribers')
        .select('email')
        .where('email', 'in', [address, `second-${address}`])
        .execute()
    ).length;

  it('commits what the work wrote when it resolves, and answers what it answered', async () => {
    const address = await inTransaction(ctx.db, (trx) => twoWrites(trx));
    expect(await stored(address)).toBe(2);
  });

  it('rolls everything back when the work throws, and throws it on', async () => {
    const before = n + 1;
    await expect(inTransaction(ctx.db, (trx) => twoWrites(trx, true))).rejects.toThrow('refused');
    expect(await stored(`in-transaction-${before}@example.com`)).toBe(0);
  });

  it('joins a transaction it is handed, so the outer one decides for both', async () => {
    const inner = n + 1;
    await expect(
      inTransaction(ctx.db, async (outer) => {
        const joined = await inTransaction(outer, async (trx) => {
          // The same transaction: its id is the outer one's.
          const ids = await Promise.all(
            [outer, trx].map(async (on) => (await sql<{ id: string }>`select txid_current()::text as id`.execute(on)).rows[0]?.id),
          );
          expect(ids[0]).toBe(ids[1]);
          return twoWrites(trx);
        });
        expect(joined).toBe(`in-transaction-${inner}@example.com`);
        throw new Error('the outer use case is refused');
      }),
    ).rejects.toThrow('the outer use case is refused');
    expect(await stored(`in-transaction-${inner}@example.com`)).toBe(0);
  });
});
