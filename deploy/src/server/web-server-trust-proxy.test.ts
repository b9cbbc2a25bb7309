// The site's server reads the client address the API throttles by: behind a reverse proxy only
// when the API's TRUST_PROXY says so.
import type { FastifyPluginAsync } from 'fastify';
import { openReleaseStore } from '../store';
import { tempDir } from '../store/testing/fake-dist';
import { buildWebServer } from './build-web-server';

const echoAddress: FastifyPluginAsync<{ trustProxy?: unknown }> = async (api) => {
  api.get('/address', async (request) => ({ ip: request.ip }));
};

async function addressSeen(trustProxy: unknown): Promise<string> {
  const store = openReleaseStore(await tempDir('trust-proxy'));
  const server = await buildWebServer({ storeRoot: store.root, api: { plugin: echoAddress, options: { trustProxy } } });
  try {
    const response = await server.inject({ method: 'GET', url: '/api/address', headers: { 'x-forwarded-for': '203.0.113.9' } });
    return response.json<{ ip: string }>().ip;
  } finally {
    await server.close();
  }
}

describe('the web server and TRUST_PROXY', () => {
  it('ignores X-Forwarded-For by default', async () => {
    expect(await addressSeen(false)).toBe('127.0.0.1');
  });

  it.each([true, 1, '127.0.0.1'])('honours X-Forwarded-For with trustProxy %j', async (trustProxy) => {
    expect(await addressSeen(trustProxy)).toBe('203.0.113.9');
  });
});
