// argon2id at the OWASP minimum (19 MiB, 2 passes, 1 lane): strong, and fast enough for tests.
import argon2 from 'argon2';
import { type WorkLimiter } from './work-limiter';

const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** Hashes without any cap: for the seed and the CLI, never for request handlers (use a PasswordHasher). */
export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, OPTIONS);
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies a password; with no stored hash it still does the same work against a dummy hash,
 * so an unknown e-mail answers no faster than a wrong password.
 */
export async function verifyPassword(hash: string | undefined, password: string): Promise<boolean> {
  if (!hash) {
    dummyHash ??= hashPassword('not-a-real-password');
    await argon2.verify(await dummyHash, password);
    return false;
  }
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** Same as verifyPassword; unknown e-mails (no hash) take a turn too, so timing stays equal. */
  verify(hash: string | undefined, password: string): Promise<boolean>;
}

/**
 * hash/verify through one WorkLimiter, so at most `concurrency` argon2 runs happen at once in this
 * process; when the queue is full they reject with BusyError. `argon2` is swappable for tests.
 */
export function createPasswordHasher(
  limiter: WorkLimiter,
  work: { hash: typeof hashPassword; verify: typeof verifyPassword } = { hash: hashPassword, verify: verifyPassword },
): PasswordHasher {
  return {
    hash: (password) => limiter.run(() => work.hash(password)),
    verify: (hash, password) => limiter.run(() => work.verify(hash, password)),
  };
}
