import type { LightMyRequestResponse } from 'fastify';
import { call, testDatabases, useTestApp } from '../test/test-app';

// The API's browser defences, its own error bodies, a working /api/docs.

const resourcePolicy = "default-src 'none';frame-ancestors 'none'";

function expectDefences(response: LightMyRequestResponse) {
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['x-frame-options']).toBe('DENY');
  expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(response.headers['permissions-policy']).toMatch(/camera=\(\), geolocation=\(\).*microphone=\(\), payment=\(\)/);
  expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
}

describe.each(testDatabases())('API security headers on %s', (database) => {
  const test_ = useTestApp(database);

  test('every kind of answer carries the JSON CSP and the browser defences, and no HSTS unless configured', async () => {
    const answers = [
      await call(test_.app, 'GET', '/api/health'),
      await call(test_.app, 'GET', '/api/hotels'),
      await call(test_.app, 'GET', '/api/users'),
      await call(test_.app, 'GET', '/api/no-such-route'),
      await call(test_.app, 'POST', '/api/auth/login', { body: { email: 'nobody@ceylon.test', password: 'wrong' } }),
    ];
    expect(answers.map((response) => response.statusCode)).toEqual([200, 200, 401, 404, expect.any(Number)]);
    for (const response of answers) {
      expect(response.headers['content-security-policy']).toBe(resourcePolicy);
      // What the API answers depends on who asks: no cache keeps it.
      expect(response.headers['cache-control']).toBe('no-store');
      expectDefences(response);
      expect(response.headers['strict-transport-security']).toBeUndefined();
    }
  });

  test('a URL the router cannot decode is our own 400, not FST_ERR_BAD_URL echoing it', async () => {
    const response = await call(test_.app, 'GET', '/api/%ZZ');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'The address is not valid', requestId: expect.any(String) });
  });

  test('/api/docs links its files under /api and they load, under a CSP that needs no inline code', async () => {
    for (const url of ['/api/docs', '/api/docs/']) {
      const page = await call(test_.app, 'GET', url);
      expect(page.statusCode).toBe(200);
      const links = [...page.body.matchAll(/(?:href|src)="([^"]+)"/g)].map((match) => match[1] ?? '');
      expect(links.length).toBeGreaterThanOrEqual(4);
      for (const link of links) {
        const file = new URL(link, `http://site${url}`).pathname;
        expect(file).toMatch(/^\/api\/docs\/static\//);
        expect({ file, status: (await call(test_.app, 'GET', file)).statusCode }).toEqual({ file, status: 200 });
      }
      const csp = String(page.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self';");
      expect(csp).toContain("frame-ancestors 'none';");
      expect(csp).not.toContain('unsafe');
      expect(csp).toMatch(/style-src 'self' 'sha256-[^']+';/);
      expect(page.headers['x-frame-options']).toBe('DENY');
    }
    expect((await call(test_.app, 'GET', '/api/docs/json')).json()).toEqual(expect.objectContaining({ openapi: expect.any(String) }));
  });
});

describe('API security headers behind TLS', () => {
  const test_ = useTestApp(testDatabases()[0] ?? 'pglite', { hsts: true });

  test('HSTS=true adds Strict-Transport-Security', async () => {
    const response = await call(test_.app, 'GET', '/api/health');
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});
