import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { checkHealth, healthTarget } from './health-check';

/** A server answering /api/health with `status` (or never, when `status` is 0). */
async function healthServer(status: number): Promise<{ server: Server; port: number }> {
  const server = createServer((request, response) => {
    if (status === 0) return;
    response.writeHead(request.url === '/api/health' ? status : 404, { 'content-type': 'application/json' });
    response.end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port };
}

const servers: Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

test('the image health check passes on 200 from /api/health and fails on anything else', async () => {
  const healthy = await healthServer(200);
  const unhealthy = await healthServer(503);
  const silent = await healthServer(0);
  servers.push(healthy.server, unhealthy.server, silent.server);

  expect(await checkHealth({ port: healthy.port, tls: false, timeoutMs: 10_000 })).toBe('ok');
  expect(await checkHealth({ port: unhealthy.port, tls: false, timeoutMs: 10_000 })).toBe('/api/health answered 503');
  expect(await checkHealth({ port: silent.port, tls: false, timeoutMs: 200 })).toBe('/api/health: no answer within 200 ms');

  // A port nothing listens on: the one the healthy server had, once it is closed.
  const closed = await healthServer(200);
  await new Promise((resolve) => closed.server.close(resolve));
  expect(await checkHealth({ port: closed.port, tls: false, timeoutMs: 10_000 })).toMatch(/ECONNREFUSED/);
});

test('the health check asks the port the server was given, over HTTPS when it speaks TLS itself', () => {
  expect(healthTarget({})).toEqual({ port: 8080, tls: false, timeoutMs: 4000 });
  expect(healthTarget({ PORT: '8111', TLS_CERT_FILE: '/run/secrets/cert.pem' })).toEqual({ port: 8111, tls: true, timeoutMs: 4000 });
});
