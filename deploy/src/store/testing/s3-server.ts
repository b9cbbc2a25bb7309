// A real S3-compatible server for tests (s3rver, from the npm registry), on a free port with a
// bucket in a temporary folder: the S3 build store is tested against it, not against a mock.
// (The API's photo store has its own copy in api/src/test/test-s3-server.ts; packages do not import each other's tests.
// s3rver's types are the API's api/src/test/s3rver.d.ts, which the repository's tsconfig includes.)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3BuildsOptions } from '../s3-builds';

export interface TestS3Server {
  /** Options for the release store's S3 builds, on this server's bucket. */
  builds: S3BuildsOptions;
  stop(): Promise<void>;
}

export async function startTestS3Server(bucket = 'ceylon-releases'): Promise<TestS3Server> {
  const directory = mkdtempSync(path.join(tmpdir(), 'ceylon-s3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  return {
    builds: {
      bucket,
      prefix: 'releases/',
      endpoint: `http://127.0.0.1:${port}`,
      region: 'us-east-1',
      // s3rver's fixed credentials.
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    },
    async stop() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
