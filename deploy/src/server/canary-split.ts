import { createHash } from 'node:crypto';

/**
 * Which hundredth of browsers (0–99) this one falls in for the canary `version` of `area`: a hash
 * of the browser's signed id with both, so a browser keeps its side across reloads, areas split
 * independently, and each new canary re-splits (the same browsers are not always the guinea pigs).
 */
export function canaryBucket(browserId: string, area: string, version: string): number {
  const digest = createHash('sha256').update(`${browserId}\0${area}\0${version}`).digest();
  return digest.readUInt32BE(0) % 100;
}

export function onCanarySide(browserId: string, area: string, version: string, percent: number): boolean {
  return canaryBucket(browserId, area, version) < percent;
}
