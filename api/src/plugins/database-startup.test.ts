// Opening the database may take long on a loaded machine (PGlite's initdb): start-up has no fixed
// window unless STARTUP_TIMEOUT_MS asks for one. The open is held back by a gate the test controls.
import type { ApiConfig } from '../config';
import { buildApp } from '../app';
import * as connect from '../db/connect';
import { TEST_JWT_SECRET, call } from '../test/test-app';
import { snapshotPath } from '../test/pglite-snapshots';

jest.mock('../db/connect', () => {
  const actual: typeof connect = jest.requireActual('../db/connect');
  return { ...actual, openDatabase: jest.fn(actual.openDatabase) };
});

const openDatabase = jest.mocked(connect.openDatabase);
const { openDatabase: realOpen } = jest.requireActual<typeof connect>('../db/connect');

/** The next database open waits until the returned function is called. */
function holdNextOpen(): () => void {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  openDatabase.mockImplementationOnce(async (...args) => {
    await gate;
    return realOpen(...args);
  });
  return open;
}

const options: Partial<ApiConfig> = {
  databaseUrl: 'memory://',
  seed: 'none',
  logger: false,
  jwtSecret: TEST_JWT_SECRET,
  pgliteSnapshot: snapshotPath('migrated'),
};

describe('API start-up while the database is slow to open', () => {
  it('has no start-up window by default, so a slow open still starts', async () => {
    const open = holdNextOpen();
    const building = buildApp(options);
    // Longer than the window used below, so with one this start would have failed.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    open();
    const app = await building;
    try {
      expect(app.initialConfig.pluginTimeout).toBe(0);
      expect((await call(app, 'GET', '/api/health')).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('fails start-up when STARTUP_TIMEOUT_MS is set and the open takes longer', async () => {
    // Never opened: the held open stays pending and holds nothing, so nothing runs on after the test.
    holdNextOpen();
    await expect(buildApp({ ...options, startupTimeoutMs: 200 })).rejects.toThrow(/did not start in time: 'ceylon-database'/);
  });
});
