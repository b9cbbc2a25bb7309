import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';

export interface TestResponse {
  statusCode: number;
  headers: http.IncomingHttpHeaders;
  /** Decoded text, whatever content-encoding the server chose. */
  body: string;
  json(): unknown;
}

/**
 * Requests over a real socket rather than `inject`: light-my-request needs `cookie` 2, which is
 * ES-module only and which the server Jest project does not transform. Plain
 * `node:http` rather than fetch, so headers arrive exactly as sent (fetch decodes and strips).
 */
export async function startForTest(server: FastifyInstance) {
  await server.listen({ port: 0, host: '127.0.0.1' });
  const address = server.server.address();
  if (address === null || typeof address === 'string') throw new Error('server has no TCP address');
  const port = address.port;
  return function request(path: string, headers: Record<string, string> = {}): Promise<TestResponse> {
    return new Promise((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path, headers }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('error', reject);
          response.on('end', () => {
            const body = decode(Buffer.concat(chunks), response.headers['content-encoding']);
            resolve({
              statusCode: response.statusCode ?? 0,
              headers: response.headers,
              body,
              json: () => JSON.parse(body) as unknown,
            });
          });
        })
        .on('error', reject);
    });
  };
}

function decode(raw: Buffer, encoding: string | undefined): string {
  if (encoding === 'br') return brotliDecompressSync(raw).toString();
  if (encoding === 'gzip') return gunzipSync(raw).toString();
  return raw.toString();
}
