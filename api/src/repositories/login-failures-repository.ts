// Failed logins per account, from every address together. Each attempt is counted before the
// password is checked, in one atomic upsert that also refuses it while the account is waiting,
// so a burst of parallel guesses cannot all slip in before the first failure is written.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

export interface LoginBudget {
  /** Failures before each further attempt waits. */
  freeFailures: number;
  /** Longest wait, in seconds. */
  maxDelaySeconds: number;
  /** Failures older than this are forgotten. */
  forgetAfterSeconds: number;
}

/** At most 15 minutes' wait, so the real owner is never kept out long; a quiet hour forgets. */
export const LOGIN_DELAYS = { maxDelaySeconds: 15 * 60, forgetAfterSeconds: 60 * 60 } as const;

export type AttemptVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

const CLEAN_UP_BATCH = 500;

export function createLoginFailuresRepository(db: Kysely<Database>, budget: LoginBudget) {
  const { freeFailures, maxDelaySeconds, forgetAfterSeconds } = budget;
  // failures counting this attempt; a quiet spell of forgetAfterSeconds starts again from 1.
  const failures = sql`(case when f.last_attempt_at < clock_timestamp() - ${forgetAfterSeconds}::float8 * interval '1 second' then 1 else f.failures + 1 end)`;

  return {
    /**
     * Counts an attempt as a failure (success calls succeeded() to clear it). From the
     * `freeFailures`th on, the next attempt must wait 2, 4, 8 … seconds, at most maxDelaySeconds.
     */
    async begin(accountKey: string): Promise<AttemptVerdict> {
      const { rows } = await sql<{ failures: number }>`
        insert into login_failures as f (account_key, failures, last_attempt_at, locked_until)
        values (${accountKey}, 1, clock_timestamp(), case when 1 >= ${freeFailures}::int then clock_timestamp() + interval '2 seconds' end)
        on conflict (account_key) do update set
          failures = ${failures},
          last_attempt_at = clock_timestamp(),
          locked_until = case when ${failures} >= ${freeFailures}::int
            then clock_timestamp() + least(power(2, least(${failures} - ${freeFailures}::int + 1, 30)), ${maxDelaySeconds}::float8) * interval '1 second'
          end
        where f.locked_until is null or f.locked_until <= clock_timestamp()
        returning failures
      `.execute(db);
      if (rows.length > 0) return { allowed: true };
      const wait = await sql<{ seconds: number }>`
        select ceil(extract(epoch from (locked_until - clock_timestamp())))::float8 as seconds
        from login_failures where account_key = ${accountKey}
      `.execute(db);
      return { allowed: false, retryAfterSeconds: Math.max(1, Number(wait.rows[0]?.seconds ?? 1)) };
    },

    /**
     * The password was wrong: the wait begin() set runs from now instead, so the time the
     * password check took (long on a busy machine) is not taken off it.
     */
    async failed(accountKey: string): Promise<void> {
      await sql`
        update login_failures set locked_until = greatest(locked_until,
          clock_timestamp() + least(power(2, least(failures - ${freeFailures}::int + 1, 30)), ${maxDelaySeconds}::float8) * interval '1 second')
        where account_key = ${accountKey} and failures >= ${freeFailures}::int
      `.execute(db);
    },

    /** The password was right: the account starts with a clean slate. */
    async succeeded(accountKey: string): Promise<void> {
      await db.deleteFrom('loginFailures').where('accountKey', '=', accountKey).execute();
    },

    /** Deletes up to a batch of rows whose failures are forgotten and whose wait is over. */
    async removeForgotten(): Promise<number> {
      const result = await db
        .deleteFrom('loginFailures')
        .where('accountKey', 'in', (query) =>
          query
            .selectFrom('loginFailures')
            .select('accountKey')
            .where('lastAttemptAt', '<', sql<Date>`clock_timestamp() - ${forgetAfterSeconds}::float8 * interval '1 second'`)
            .where((eb) => eb.or([eb('lockedUntil', 'is', null), eb('lockedUntil', '<', sql<Date>`clock_timestamp()`)]))
            .limit(CLEAN_UP_BATCH),
        )
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

export type LoginFailuresRepository = ReturnType<typeof createLoginFailuresRepository>;
