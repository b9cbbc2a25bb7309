import { createHash, timingSafeEqual } from 'node:crypto';
import type { AppName } from '../apps';
import type { ReleaseTokens } from '../config';

export interface Publisher {
  app: AppName;
  /** Which of the app's tokens, e.g. `public#2`: safe to log and record, unlike the token. */
  label: string;
}

/**
 * Finds the app a presented deploy token belongs to. Tokens are compared as SHA-256 digests with
 * timingSafeEqual, every known one each time, so neither a token's length nor how much of it
 * matched shows in the time an answer takes.
 */
export function releaseTokenMatcher(tokens: ReleaseTokens) {
  const known = Object.entries(tokens).flatMap(([app, list]) =>
    (list ?? []).map((token, index) => ({ app: app as AppName, label: `${app}#${index + 1}`, digest: sha256(token) })),
  );
  return {
    enabled: known.length > 0,
    match(presented: string): Publisher | null {
      const digest = sha256(presented);
      let found: Publisher | null = null;
      for (const candidate of known) {
        if (timingSafeEqual(candidate.digest, digest) && found === null) found = { app: candidate.app, label: candidate.label };
      }
      return found;
    },
  };
}

function sha256(value: string): Buffer {
  return createHash('sha256').update(value, 'utf8').digest();
}
