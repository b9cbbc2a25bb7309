// A test file's whole preamble in one line: a test app for the enclosing describe and the people
// its tests act as, logged in once before the first test.
// Read `ctx.app` / `ctx.actors` inside hooks and tests, never at describe time (nothing has started yet).
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { ApiConfig } from '../app';
import { createActors, loginDemo, type Actor, type Actors } from './actors';
import { useTestApp, type TestDatabase } from './test-app';
import { useAppWithDatabase } from './use-app-with-database';

export interface ActorsContext {
  readonly app: FastifyInstance;
  /** The demo admin, two new customers and two new owners. */
  readonly actors: Actors;
}

export interface AdminContext {
  readonly app: FastifyInstance;
  /** The demo admin: for tests that must not see extra accounts. A test that ends this session sets the new one. */
  admin: Actor;
}

/** A test app with the demo admin and two customers and two owners of its own. */
export function useActors(kind: TestDatabase, options: Partial<ApiConfig> = {}): ActorsContext {
  const site = useTestApp(kind, options);
  const actors = useStarted('actors', () => createActors(site.app));
  return {
    get app() {
      return site.app;
    },
    get actors() {
      return actors.get();
    },
  };
}

/** The people of `useActors`, and the database the app's routes write: for stays only SQL can make (over, or today's). */
export function useActorsWithDatabase(
  kind: TestDatabase,
  options: Partial<ApiConfig> = {},
): ActorsContext & { readonly db: Kysely<Database> } {
  const site = useAppWithDatabase(kind, options);
  const actors = useStarted('actors', () => createActors(site.app));
  return {
    get app() {
      return site.app;
    },
    get db() {
      return site.db;
    },
    get actors() {
      return actors.get();
    },
  };
}

/** A test app with only the demo admin logged in. */
export function useAdmin(kind: TestDatabase, options: Partial<ApiConfig> = {}): AdminContext {
  const site = useTestApp(kind, options);
  const admin = useStarted('admin', () => loginDemo(site.app, 'admin'));
  return {
    get app() {
      return site.app;
    },
    get admin() {
      return admin.get();
    },
    set admin(session: Actor) {
      admin.set(session);
    },
  };
}

/** Runs `start` in a beforeAll (after the app's, which registered first) and reads its result. */
function useStarted<T>(what: string, start: () => Promise<T>): { get(): T; set(next: T): void } {
  let value: { current: T } | undefined;
  beforeAll(async () => {
    value = { current: await start() };
  }, 60_000);
  return {
    get() {
      if (!value) throw new Error(`Not ready yet (${what}): read it inside a hook or a test`);
      return value.current;
    },
    set(next) {
      value = { current: next };
    },
  };
}
