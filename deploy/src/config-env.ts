// Turns environment text into the values deploy's configuration schema checks (config.ts). A value
// that cannot be read is passed on as written, so the schema refuses it and the message quotes it.

import { text } from '@ceylon/api/config';

export { text };

/** A decimal number (`8080`, `0.05`); other text as written, for the schema's number type to refuse. */
export function numeric(value: string | undefined): number | string | undefined {
  const given = text(value);
  if (given === undefined) return undefined;
  return /^[-+]?(\d+(\.\d*)?|\.\d+)([eE][-+]?\d+)?$/.test(given) ? Number(given) : given;
}

/** `1` or `true` (any case); anything else, or nothing, is off. */
export function flag(value: string | undefined): boolean {
  return /^(1|true)$/i.test(text(value) ?? '');
}

/** The origin of an http(s) address (`https://stays.example.com/` → `https://stays.example.com`), else the text as written. */
export function originOf(value: string): string {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : value;
  } catch {
    return value;
  }
}

/** What `URL#origin` gives for http(s): lower-case host or [IPv6], and a port when it is not the scheme's own. */
export const originPattern = '^https?://([a-z0-9.-]+|\\[[0-9a-f:.]+\\])(:[0-9]{1,5})?$';

/** `a=1, b=2` → `[['a', '1'], ['b', '2']]`, each side trimmed; an entry without `=` gets `undefined` on the right. */
export function pairs(value: string | undefined): [string, string | undefined][] {
  if (text(value) === undefined) return [];
  return (value ?? '').split(',').map((pair) => {
    const at = pair.indexOf('=');
    return at === -1 ? [pair.trim(), undefined] : [pair.slice(0, at).trim(), pair.slice(at + 1).trim()];
  });
}
