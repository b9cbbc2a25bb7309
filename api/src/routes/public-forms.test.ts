// Contact, newsletter, client errors, health, docs and images.
import { loginDemo } from '../test/actors';
import { call, startTestApp, testDatabases, useTestApp } from '../test/test-app';

describe.each(testDatabases())('public routes on %s', (database) => {
  const ctx = useTestApp(database);

  it('reports health with the database kind', async () => {
    const response = await call(ctx.app, 'GET', '/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database });
  });

  it('stores a contact message and answers with the success flag', async () => {
    const response = await call(ctx.app, 'POST', '/api/send-email', {
      body: { name: 'Priya', email: 'priya@example.com', subject: 'Group booking', message: 'Ten rooms in Ella?' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ success: true, message: "Thank you for your message! We'll get back to you soon." });
  });

  it.each([
    [{ name: 'P', email: 'nope', subject: 'S', message: 'M' }, 'email'],
    [{ name: 'P', email: 'p@example.com', subject: 'S' }, 'message'],
    [{ name: 'P', email: 'p@example.com', subject: 'S', message: 'x'.repeat(5001) }, 'message'],
  ])('refuses a contact message %#, naming %s', async (body, field) => {
    const response = await call(ctx.app, 'POST', '/api/send-email', { body });
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe(field);
  });

  it('subscribes to the newsletter once', async () => {
    const first = await call(ctx.app, 'POST', '/api/newsletter', { body: { email: 'reader@example.com' } });
    expect(first.statusCode).toBe(201);
    const again = await call(ctx.app, 'POST', '/api/newsletter', { body: { email: 'READER@example.com' } });
    expect(again.statusCode).toBe(200);
    expect(again.json().message).toMatch(/already subscribed/);
    const invalid = await call(ctx.app, 'POST', '/api/newsletter', { body: { email: 'reader' } });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({ field: 'email', message: 'email must be a valid e-mail address', requestId: expect.any(String) });
  });

  it('keeps client errors for administrators, newest first', async () => {
    for (const area of ['owner', 'admin']) {
      const response = await call(ctx.app, 'POST', '/api/client-errors', {
        body: { area, version: '2025.1', url: `/releases/${area}/remoteEntry.js`, type: 'timeout', message: `Loading ${area} failed` },
        headers: { 'user-agent': 'jest' },
      });
      expect(response.statusCode).toBe(201);
    }
    expect((await call(ctx.app, 'POST', '/api/client-errors', { body: { area: 'x' } })).statusCode).toBe(400);
    const admin = await loginDemo(ctx.app, 'admin');
    const list = await call(ctx.app, 'GET', '/api/client-errors?limit=1', { token: admin.token });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([
      expect.objectContaining({ area: 'admin', type: 'timeout', userAgent: 'jest', url: '/releases/admin/remoteEntry.js' }),
    ]);
    expect((await call(ctx.app, 'GET', '/api/client-errors?limit=0', { token: admin.token })).statusCode).toBe(400);
    expect((await call(ctx.app, 'GET', '/api/client-errors?limit=lots', { token: admin.token })).json().field).toBe('limit');
  });

  it('serves the OpenAPI document and its page at /api/docs', async () => {
    const document = await call(ctx.app, 'GET', '/api/docs/json');
    expect(document.statusCode).toBe(200);
    const paths = Object.keys(document.json<{ paths: Record<string, unknown> }>().paths);
    expect(paths).toEqual(
      expect.arrayContaining(['/api/bookings', '/api/hotels/my-hotels', '/api/bookings/{id}/cancel', '/api/all-bookings']),
    );
    const page = await call(ctx.app, 'GET', '/api/docs/');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
  });

  it('answers 404 JSON for unknown routes and images', async () => {
    expect((await call(ctx.app, 'GET', '/api/nowhere')).json()).toEqual({
      message: 'No such API route: GET /api/nowhere',
      requestId: expect.any(String),
    });
    expect((await call(ctx.app, 'GET', '/api/assets/hotels/nowhere.svg')).statusCode).toBe(404);
    expect((await call(ctx.app, 'GET', '/api/assets/hotels/..%2F..%2Fpackage.json')).statusCode).toBe(400);
  });
});

describe('contact with a mail server that is down', () => {
  it('still stores the message and reports success', async () => {
    const { app, close } = await startTestApp('pglite', { seed: 'none', smtpUrl: 'smtp://127.0.0.1:9' });
    try {
      const response = await call(app, 'POST', '/api/send-email', {
        body: { name: 'Priya', email: 'priya@example.com', subject: 'Hello', message: 'Are you open?' },
      });
      expect(response.statusCode).toBe(201);
      expect(response.json().success).toBe(true);
    } finally {
      await close();
    }
  });
});
