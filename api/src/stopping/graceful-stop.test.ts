// A stopping server reports not ready and keeps serving, then finishes the request it is reading
// when it closes, and refuses new connections; the deadline ends a stop that cannot finish.
import { Agent, request as httpRequest, type ClientRequest } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { startTestApp, testDatabases, type TestApp } from '../test/test-app';
import { markNotReady, stopGracefully } from './graceful-stop';

interface Answer {
  status: number;
  body: unknown;
}

function get(port: number, path: string): Promise<Answer> {
  return fetch(`http://127.0.0.1:${port}${path}`, { headers: { connection: 'close' } }).then(async (response) => ({
    status: response.status,
    body: await response.json(),
  }));
}

/**
 * A login whose body is only half sent: the request is in flight until `finish()` sends the rest.
 * `sent` resolves once the server has begun the request (its Node server emitted it).
 */
function halfSentLogin(test: TestApp, port: number, agent?: Agent): { sent: Promise<void>; finish(): void; answer: Promise<Answer> } {
  const received = new Promise<void>((resolve) => test.app.server.once('request', () => resolve()));
  const body = JSON.stringify({ email: 'guest@ceylon.test', password: 'Guest#2025' });
  let request: ClientRequest | undefined;
  const answer = new Promise<Answer>((resolve, reject) => {
    request = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/auth/login',
        agent,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) as unknown }));
      },
    );
    request.on('error', reject);
  });
  request?.write(body.slice(0, 10));
  const sent = received;
  return { sent, finish: () => request?.end(body.slice(10)), answer };
}

async function refusesConnections(port: number): Promise<boolean> {
  return fetch(`http://127.0.0.1:${port}/api/health`).then(
    () => false,
    () => true,
  );
}

describe.each(testDatabases())('stopping gracefully on %s', (kind) => {
  let test: TestApp;
  let port: number;

  beforeEach(async () => {
    test = await startTestApp(kind);
    await test.app.listen({ port: 0, host: '127.0.0.1' });
    port = (test.app.server.address() as AddressInfo).port;
  });

  afterEach(() => test.close().catch(() => undefined));

  it('reports not ready while health stays ok and searches are still answered', async () => {
    expect(await get(port, '/api/ready')).toEqual({ status: 200, body: { status: 'ready' } });
    markNotReady(test.app);
    expect(await get(port, '/api/ready')).toEqual({ status: 503, body: { status: 'stopping', message: 'This server is stopping' } });
    expect(await get(port, '/api/health')).toMatchObject({ status: 200, body: { status: 'ok' } });
    expect(await get(port, '/api/hotels?q=Kandy')).toMatchObject({ status: 200 });
  });

  it('finishes the request in flight, refuses new connections meanwhile, then closes', async () => {
    const login = halfSentLogin(test, port);
    await login.sent;
    let settled = false;
    const stop = stopGracefully(test.app, { readyWaitMs: 0, deadlineMs: 120_000 }).finally(() => (settled = true));
    while (!(await refusesConnections(port))) await new Promise((resolve) => setImmediate(resolve));
    expect(settled).toBe(false);

    login.finish();
    expect(await login.answer).toMatchObject({ status: 200, body: { token: expect.any(String) } });
    expect(await stop).toBe('stopped');
  });

  it("closes a kept-alive connection once its request in flight is answered, as a balancer's pooled one sends nothing more", async () => {
    // A client that would keep the connection for ten minutes: only the server can end it.
    const agent = new Agent({ keepAlive: true, timeout: 600_000 });
    const socketClosed = new Promise<void>((resolve) => agent.once('free', (socket: Socket) => socket.once('close', () => resolve())));
    const login = halfSentLogin(test, port, agent);
    await login.sent;
    const stop = stopGracefully(test.app, { readyWaitMs: 0, deadlineMs: 600_000 });
    while (!(await refusesConnections(port))) await new Promise((resolve) => setImmediate(resolve));
    login.finish();
    expect(await login.answer).toMatchObject({ status: 200 });
    await socketClosed;
    expect(await stop).toBe('stopped');
    agent.destroy();
  }, 30_000);

  it('gives up at the deadline when a request never finishes', async () => {
    const login = halfSentLogin(test, port);
    await login.sent;
    expect(await stopGracefully(test.app, { readyWaitMs: 0, deadlineMs: 1000 })).toBe('deadline');
    login.finish();
    await login.answer.catch(() => undefined);
  });
});
