import { createHmac, timingSafeEqual } from 'node:crypto';
import { isAppName, type Area } from '../apps';
import { isVersion } from '../store';

/**
 * A preview link's token: `base64url(JSON [area, version, expiry in s]).base64url(HMAC-SHA256)`.
 * Signed with a key derived from the browser-id secret (the store's `.browser-id-secret`), so
 * every server on the store accepts it, `npm run preview` can mint it, and a preview token can
 * never pass for anything the browser-id key signs.
 */
export interface Preview {
  area: Area;
  version: string;
  /** Seconds since the epoch. */
  expires: number;
}

export type PreviewCheck = { ok: true; preview: Preview } | { ok: false; problem: 'altered' | 'expired' };

export function signPreview(secret: string, preview: Preview): string {
  const payload = Buffer.from(JSON.stringify([preview.area, preview.version, preview.expires])).toString('base64url');
  return `${payload}.${mac(secret, payload)}`;
}

/** Checks the signature first: nothing in an unsigned token is believed, not even its expiry. */
export function checkPreview(secret: string, token: string, now = Date.now()): PreviewCheck {
  const [payload = '', signature = '', extra] = token.split('.');
  if (extra !== undefined || token.length > 400 || !/^[A-Za-z0-9_-]+$/.test(payload)) return { ok: false, problem: 'altered' };
  const expected = Buffer.from(mac(secret, payload));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, problem: 'altered' };
  const preview = parsePayload(payload);
  if (preview === null) return { ok: false, problem: 'altered' };
  if (preview.expires * 1000 <= now) return { ok: false, problem: 'expired' };
  return { ok: true, preview };
}

function parsePayload(payload: string): Preview | null {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!Array.isArray(value) || value.length !== 3) return null;
  const [area, version, expires] = value as unknown[];
  if (typeof area !== 'string' || !isAppName(area) || area === 'shell') return null;
  if (typeof version !== 'string' || !isVersion(version) || typeof expires !== 'number' || !Number.isInteger(expires)) return null;
  return { area, version, expires };
}

function mac(secret: string, payload: string): string {
  const key = createHmac('sha256', secret).update('ceylon-stays preview link v1').digest();
  return createHmac('sha256', key).update(payload).digest('base64url');
}
