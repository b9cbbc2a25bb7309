// Rates prices may be shown at in other currencies (migration 021; decision 0035). Never updated:
// a new rate is a new row, so the history is the table, and the rate in use is a currency's newest.
import { sql, type Kysely } from 'kysely';
import type { DisplayCurrency } from '@ceylon/shared/domain';
import type { Database } from '../db/schema';

export interface ExchangeRate {
  currency: DisplayCurrency;
  perUsd: number;
  setAt: Date;
}

/** The history an administrator is shown: enough to see a mistake and when it was made. */
export const RATE_HISTORY_LIMIT = 100;

export function createExchangeRatesRepository(db: Kysely<Database>) {
  return {
    /** Each currency's newest rate (one index read per currency). */
    async current(): Promise<ExchangeRate[]> {
      return db
        .selectFrom('exchangeRates')
        .select(['currency', 'perUsd', 'setAt'])
        .distinctOn('currency')
        .orderBy('currency')
        .orderBy('setAt', 'desc')
        .orderBy('id', 'desc')
        .execute();
    },

    /** A currency's rates, newest first, with the name of whoever set each (null once that account is deleted). */
    async history(currency: DisplayCurrency): Promise<(ExchangeRate & { setBy: string | null })[]> {
      return db
        .selectFrom('exchangeRates')
        .leftJoin('users', (join) => join.onRef('users.id', '=', 'exchangeRates.setBy').on('users.deletedAt', 'is', null))
        .select([
          'exchangeRates.currency',
          'exchangeRates.perUsd',
          'exchangeRates.setAt',
          sql<string | null>`nullif(trim(users.first_name || ' ' || users.last_name), '')`.as('setBy'),
        ])
        .where('exchangeRates.currency', '=', currency)
        .orderBy('exchangeRates.setAt', 'desc')
        .orderBy('exchangeRates.id', 'desc')
        .limit(RATE_HISTORY_LIMIT)
        .execute();
    },

    async insert(currency: DisplayCurrency, perUsd: number, setBy: string): Promise<ExchangeRate> {
      return db
        .insertInto('exchangeRates')
        .values({ currency, perUsd, setBy })
        .returning(['currency', 'perUsd', 'setAt'])
        .executeTakeFirstOrThrow();
    },

    /**
     * Whether a page may have shown prices at `perUsd` in `currency` at `now`: the rate in use, or one
     * replaced less than `graceHours` ago (a page opened before the change).
     */
    async wasShown(currency: DisplayCurrency, perUsd: number, now: Date, graceHours: number): Promise<boolean> {
      const since = new Date(now.getTime() - graceHours * 3_600_000);
      // The rates in use at some moment since `since`: the newest set before it, and every one set after.
      const row = await db
        .selectFrom('exchangeRates')
        .select(sql<number>`1`.as('found'))
        .where('currency', '=', currency)
        .where('perUsd', '=', perUsd)
        .where((eb) =>
          eb.or([
            eb('setAt', '>=', since),
            eb(
              'setAt',
              '=',
              eb
                .selectFrom('exchangeRates as before')
                .select((inner) => inner.fn.max('before.setAt').as('latest'))
                .where('before.currency', '=', currency)
                .where('before.setAt', '<', since),
            ),
          ]),
        )
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}

export type ExchangeRatesRepository = ReturnType<typeof createExchangeRatesRepository>;
