// PGlite's buffer cache is the server's setting, not PostgreSQL's 128 MB default: it is held in
// the embedded database's WebAssembly memory, which never shrinks.
import { sql } from 'kysely';
import { loadApiConfig } from '../config';
import { openPglite } from './connect';

describe("PGlite's buffer cache", () => {
  it('is 32 MB unless PGLITE_SHARED_BUFFERS_MB says otherwise', () => {
    expect(loadApiConfig({}, { databaseUrl: 'memory://' }).pgliteSharedBuffersMb).toBe(32);
    expect(loadApiConfig({ PGLITE_SHARED_BUFFERS_MB: '48' }, { databaseUrl: 'memory://' }).pgliteSharedBuffersMb).toBe(48);
    expect(() => loadApiConfig({ PGLITE_SHARED_BUFFERS_MB: '0' }, { databaseUrl: 'memory://' })).toThrow(/PGLITE_SHARED_BUFFERS_MB/);
  });

  it('is what the embedded database runs with', async () => {
    const { db } = await openPglite(undefined, undefined, {
      ...loadApiConfig({}, { databaseUrl: 'memory://' }),
      pgliteSharedBuffersMb: 24,
    });
    try {
      const { rows } = await sql<{ sharedBuffers: string }>`show shared_buffers`.execute(db);
      expect(rows[0]?.sharedBuffers).toBe('24MB');
    } finally {
      await db.destroy();
    }
  });
});
