import { rmSync } from 'node:fs';
import { PGLITE_SNAPSHOTS_ENV } from './pglite-snapshots';

export default function globalTeardown(): void {
  const dir = process.env[PGLITE_SNAPSHOTS_ENV];
  if (dir) rmSync(dir, { recursive: true, force: true });
}
