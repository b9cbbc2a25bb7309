import pg from 'pg';
import { migrationTables } from './migrate';
import { statements as firstTables } from './migrations/001-release-store';
import { openReleaseStore, type ReleaseStore } from './release-store';
import { dropStateSchema, newStateSchema, testDatabaseUrl } from './testing/postgres-schema';

const describeWithDatabase = testDatabaseUrl ? describe : describe.skip;

describeWithDatabase("the release store's tables in PostgreSQL, by Kysely's migrator", () => {
  const schemas: ReturnType<typeof newStateSchema>[] = [];
  const stores: ReleaseStore[] = [];
  let client: pg.Client;
  beforeAll(async () => {
    client = new pg.Client({ connectionString: testDatabaseUrl });
    await client.connect();
  });
  afterAll(async () => {
    await Promise.all(stores.map((store) => store.close()));
    await Promise.all(schemas.map(dropStateSchema));
    await client.end();
  });

  function storeOn(postgres: ReturnType<typeof newStateSchema>) {
    const store = openReleaseStore('/nonexistent-unused-root', { postgres });
    stores.push(store);
    return store;
  }
  function newSchema() {
    const postgres = newStateSchema();
    schemas.push(postgres);
    return postgres;
  }
  const migrationsIn = async (schema: string) =>
    (await client.query<{ name: string }>(`SELECT name FROM "${schema}".${migrationTables.migrationTableName} ORDER BY name`)).rows.map(
      (row) => row.name,
    );

  test('three servers starting at once on a new database make the schema and its tables once, and both work', async () => {
    const postgres = newSchema();
    const [a, b, c] = [storeOn(postgres), storeOn(postgres), storeOn(postgres)];
    const secrets = await Promise.all([a.browserIdSecret(), b.browserIdSecret(), c.browserIdSecret()]);
    expect(new Set(secrets).size).toBe(1);
    expect(await migrationsIn(postgres.schema)).toEqual(['001-release-store']);
    const failure = { area: 'public', version: 'v1', type: 'missing', url: '', message: 'one', at: new Date(0).toISOString() };
    await a.appendLoadFailure(failure);
    expect(await b.readLoadFailures()).toEqual([failure]);
  });

  test('a store made before migrations (its tables, no migration history) keeps its data and takes the first migration as done', async () => {
    const postgres = newSchema();
    const s = `"${postgres.schema}"`;
    // What the store ran on first use before its tables were migrated: the first migration's statements, alone.
    await client.query(`CREATE SCHEMA ${s}`);
    for (const statement of firstTables(s)) await client.query(statement);
    await client.query(`INSERT INTO ${s}.release_versions (app, active, previous) VALUES ('public', 'v2', 'v1')`);
    await client.query(`INSERT INTO ${s}.release_secrets (name, value) VALUES ('browser-id', $1)`, ['f'.repeat(64)]);

    const store = storeOn(postgres);
    expect(await store.readActive()).toEqual({ public: 'v2' });
    expect(await store.readPrevious()).toEqual({ public: 'v1' });
    expect(await store.browserIdSecret()).toBe('f'.repeat(64));
    expect(await migrationsIn(postgres.schema)).toEqual(['001-release-store']);
  });

  test("the API's migration history in the same schema is neither read nor touched", async () => {
    const postgres = newSchema();
    const s = `"${postgres.schema}"`;
    // Kysely's default bookkeeping, as the API keeps it, already saying an "001-…" ran.
    await client.query(`CREATE SCHEMA ${s}`);
    await client.query(`CREATE TABLE ${s}.kysely_migration (name varchar(255) PRIMARY KEY, timestamp varchar(255) NOT NULL)`);
    await client.query(`INSERT INTO ${s}.kysely_migration VALUES ('001-initial', '2026-01-01T00:00:00.000Z')`);

    const store = storeOn(postgres);
    expect(await store.readActive()).toEqual({});
    expect(await migrationsIn(postgres.schema)).toEqual(['001-release-store']);
    const api = await client.query<{ name: string }>(`SELECT name FROM ${s}.kysely_migration`);
    expect(api.rows.map((row) => row.name)).toEqual(['001-initial']);
  });

  test('a database that cannot be reached is said so, without its address', async () => {
    const postgres = { url: 'postgres://deploy:hunter2@127.0.0.1:1/site', schema: 'release_unreachable' };
    const store = storeOn(postgres);
    const attempt = store.readActive();
    await expect(attempt).rejects.toThrow(/Cannot open the release store's tables in PostgreSQL \(RELEASES_DATABASE_URL\)/);
    await expect(attempt).rejects.not.toThrow(/hunter2/);
  });
});
