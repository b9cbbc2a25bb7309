// A real S3-compatible server for tests (s3rver, from the npm registry), on a free port with a
// bucket in a temporary folder: the S3 photo store is tested against it, not against a mock.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export interface TestS3Server {
  endpoint: string;
  bucket: string;
  /** s3rver's fixed credentials. */
  accessKeyId: string;
  secretAccessKey: string;
  stop(): Promise<void>;
}

export async function startTestS3Server(bucket = 'ceylon-photos'): Promise<TestS3Server> {
  const directory = mkdtempSync(path.join(tmpdir(), 'ceylon-s3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    async stop() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
