// Signing in as the demo accounts and creating the probe's own throw-away accounts, so the fuzz
// writes on accounts and hotels of its own and the demo data stays as it was.
import { randomBytes } from 'node:crypto';
import { pause } from './bounded';
import { jsonOf, messageOf, retryAfterSeconds, type Answer, type HttpClient } from './http-client';

export const DEMO = {
  admin: { email: 'admin@ceylon.test', password: 'Admin#2025' },
  owner: { email: 'owner@ceylon.test', password: 'Owner#2025' },
  guest: { email: 'guest@ceylon.test', password: 'Guest#2025' },
} as const;

export interface Session {
  id: string;
  email: string;
  password: string;
  role: string;
  token: string;
}

export interface LoginAttempt {
  session?: Session;
  /** From the first try to the answer that let the account in (or to giving up). */
  waitedMs: number;
  /** The longest wait the server asked for on the way. */
  longestAdvisedSeconds: number;
  last: Answer;
}

/**
 * Logs in, waiting as long as a 429/503 says (Retry-After) before trying again, at most until
 * `maxWaitMs` has passed. Each try comes from `from` (a throttled address stays throttled).
 */
export async function logIn(
  client: HttpClient,
  credentials: { email: string; password: string },
  options: { from?: string; maxWaitMs?: number } = {},
): Promise<LoginAttempt> {
  const started = Date.now();
  const giveUpAt = started + (options.maxWaitMs ?? 60_000);
  let longestAdvisedSeconds = 0;
  for (let attempt = 0; attempt < 50; attempt++) {
    const last = await client.send({ method: 'POST', path: '/api/auth/login', json: credentials, from: options.from });
    const body = jsonOf(last) as { token?: string; user?: { id?: string; role?: string } } | undefined;
    if (last.status === 200 && body?.token && body.user?.id) {
      const session = { ...credentials, id: body.user.id, role: body.user.role ?? '', token: body.token };
      return { session, waitedMs: Date.now() - started, longestAdvisedSeconds, last };
    }
    if (last.status !== 429 && last.status !== 503 && last.status !== 0)
      return { waitedMs: Date.now() - started, longestAdvisedSeconds, last };
    const advised = retryAfterSeconds(last) ?? 1;
    longestAdvisedSeconds = Math.max(longestAdvisedSeconds, advised);
    const wait = Math.max(250, advised * 1000);
    if (Date.now() + wait > giveUpAt) return { waitedMs: Date.now() - started, longestAdvisedSeconds, last };
    await pause(wait);
  }
  throw new Error('unreachable: 50 login tries');
}

export async function mustLogIn(client: HttpClient, credentials: { email: string; password: string }): Promise<Session> {
  const attempt = await logIn(client, credentials, { maxWaitMs: 120_000 });
  if (!attempt.session) {
    throw new Error(`Could not log in as ${credentials.email}: ${attempt.last.status} ${attempt.last.error ?? messageOf(attempt.last)}`);
  }
  return attempt.session;
}

/** A password no policy should refuse: random, long, of every character class. */
export function strongPassword(): string {
  return `Vx7!${randomBytes(9).toString('base64url')}-q`;
}

/** Creates an account as the admin and logs in to it. */
export async function createAccount(
  client: HttpClient,
  admin: Session,
  role: 'user' | 'hotelOwner' | 'admin',
  email: string,
): Promise<Session> {
  const password = strongPassword();
  const created = await client.send({
    method: 'POST',
    path: '/api/users',
    token: admin.token,
    json: { firstName: 'Probe', lastName: role === 'user' ? 'Customer' : role === 'admin' ? 'Admin' : 'Owner', email, role, password },
  });
  if (created.status !== 201) throw new Error(`Could not create ${email}: ${created.status} ${messageOf(created) || created.error}`);
  return mustLogIn(client, { email, password });
}
