// A login flood cannot starve the site: argon2 runs at most hashConcurrency at a time.
import argon2 from 'argon2';
import type { FastifyInstance } from 'fastify';
import { call, startTestApp, type TestApp } from '../../test/test-app';

const login = (app: FastifyInstance, email: string, password = 'wrong-password') =>
  call(app, 'POST', '/api/auth/login', { body: { email, password } });

async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
}

describe('the cap on password hashing', () => {
  let started: TestApp;
  let app: FastifyInstance;
  const realVerify = argon2.verify.bind(argon2);
  let running = 0;
  let most = 0;
  let hold: Promise<void> | undefined;
  beforeAll(async () => {
    started = await startTestApp('pglite', { hashConcurrency: 1, hashQueue: 2 });
    app = started.app;
    jest.spyOn(argon2, 'verify').mockImplementation(async (...args: Parameters<typeof argon2.verify>) => {
      running += 1;
      most = Math.max(most, running);
      try {
        await hold;
        return await realVerify(...args);
      } finally {
        running -= 1;
      }
    });
  });
  afterAll(async () => {
    jest.restoreAllMocks();
    await started.close();
  });

  it('never runs more than one argon2 at once, known and unknown e-mails alike', async () => {
    const flood = ['guest@ceylon.test', 'nobody-1@example.com', 'owner@ceylon.test'].map((email) => login(app, email));
    const answers = await Promise.all(flood);
    expect(answers.map((response) => response.statusCode)).toEqual([401, 401, 401]);
    expect(most).toBe(1);
  });

  it('answers 429 at once when the queue is full, and reads go on meanwhile', async () => {
    let release = () => {};
    hold = new Promise<void>((resolve) => {
      release = resolve;
    });
    const calls = (argon2.verify as jest.Mock).mock.calls.length;
    const first = login(app, 'first@example.com');
    await until(() => running === 1);
    // Two of these wait for the slot; whichever comes third finds the queue full.
    const others = ['second@example.com', 'third@example.com', 'fourth@example.com'].map((email) => login(app, email));
    // While one hash holds the only slot and two wait, a read and a refused login still answer.
    const hotels = await call(app, 'GET', '/api/hotels');
    expect(hotels.statusCode).toBe(200);
    const busy = await Promise.race(others);
    expect(busy.statusCode).toBe(429);
    expect(busy.json()).toEqual({ message: 'The server is busy, please try again in a few seconds', requestId: expect.any(String) });
    expect(busy.headers['retry-after']).toBe('1');
    release();
    hold = undefined;
    const codes = (await Promise.all([first, ...others])).map((response) => response.statusCode).sort();
    expect(codes).toEqual([401, 401, 401, 429]);
    expect((argon2.verify as jest.Mock).mock.calls.length - calls).toBe(3);
    expect(most).toBe(1);
  });
});
