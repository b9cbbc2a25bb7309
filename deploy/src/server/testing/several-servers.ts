// Two web servers on one shared store, as two machines would run them: builds in a real S3-compatible
// server (s3rver), the state in PostgreSQL, and nothing local in common (each has its own cache
// folder). Used by the two-server test and by `npm run bench:servers`.
import type { RemotesManifest } from '@ceylon/shared/contracts/remotes-manifest';
import { openReleaseStore, type ReleaseStore, type StoreOptions } from '../../store';
import { tempDir } from '../../store/testing/fake-dist';
export { remoteDist, tempDir } from '../../store/testing/fake-dist';
export type { TestResponse } from './http-client';
import { dropStateSchema, newStateSchema } from '../../store/testing/postgres-schema';
import { startTestS3Server } from '../../store/testing/s3-server';
import { buildWebServer } from '../build-web-server';
import { startForTest, type TestResponse } from './http-client';

export interface Machine {
  /** What `npm run release` (or rollback, promote) on this machine works through. */
  store: ReleaseStore;
  request: (path: string, headers?: Record<string, string>) => Promise<TestResponse>;
}

export async function startSeveralServers(databaseUrl: string) {
  const s3 = await startTestS3Server();
  const postgres = { ...newStateSchema(), url: databaseUrl };
  const options: StoreOptions = { s3: s3.builds, postgres };
  const servers: Awaited<ReturnType<typeof buildWebServer>>[] = [];
  const stores: ReleaseStore[] = [];

  async function machine(label: string): Promise<Machine> {
    const root = await tempDir(label);
    const server = await buildWebServer({ storeRoot: root, storeOptions: options, canary: { checkEveryMs: 0 } });
    servers.push(server);
    const store = openReleaseStore(root, options);
    stores.push(store);
    return { store, request: await startForTest(server) };
  }

  const [a, b] = [await machine('server-a'), await machine('server-b')];
  return {
    a,
    b,
    async stop() {
      await Promise.all([...servers.map((server) => server.close()), ...stores.map((store) => store.close())]);
      await dropStateSchema(postgres);
      await s3.stop();
    },
  };
}

/** A new browser's /remotes.json from `machine` (a fresh id, so a canary's share is drawn anew). */
export async function manifestFrom(machine: Machine): Promise<RemotesManifest> {
  const response = await machine.request('/remotes.json');
  if (response.statusCode !== 200) throw new Error(`/remotes.json answered ${response.statusCode}: ${response.body}`);
  return response.json() as RemotesManifest;
}

/**
 * Seconds from now until `machine` answers a new browser's /remotes.json as `served` wants, asking every 20 ms;
 * throws past `deadlineMs`.
 */
export function secondsUntil(
  machine: Machine,
  served: (manifest: RemotesManifest, response: TestResponse) => boolean,
  deadlineMs = 15_000,
): Promise<number> {
  return secondsUntilTrue(async () => {
    const response = await machine.request('/remotes.json');
    return response.statusCode === 200 && served(response.json() as RemotesManifest, response);
  }, deadlineMs);
}

/** Seconds from now until `check` holds, asking every 20 ms; throws past `deadlineMs`. */
export async function secondsUntilTrue(check: () => Promise<boolean>, deadlineMs = 15_000): Promise<number> {
  const started = performance.now();
  for (;;) {
    if (await check()) return (performance.now() - started) / 1000;
    if (performance.now() - started > deadlineMs) throw new Error(`Not so within ${deadlineMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
