import type { AppName } from '../apps';
import { appendHistory, readActive, readCanaries, writeCanaries, type ActiveVersions, type Canary } from './activation';
import { readJsonFile, writeFileAtomic } from './atomic-file';
import type { StoreLayout } from './layout';
import { readReleaseInfo } from './release-info';
import { withStoreLock } from './store-lock';

/** A canary change that does not fit the store's state (nothing active to run beside, no canary to promote). */
export class CanaryConflict extends Error {
  override name = 'CanaryConflict';
}

export interface CanaryChange {
  changed: boolean;
  /** The stable (active) version the canary runs beside, or the one it replaced on promote. */
  stable: string | null;
  canary: string;
}

/** The release gate, told which version it checks (the canary) against the active ones. */
export type CanaryGate = (active: ActiveVersions, version: string) => Promise<void>;

export function isCanaryPercent(value: number): boolean {
  return Number.isInteger(value) && value >= 1 && value <= 99;
}

/**
 * Makes `version` (already stored) the canary of `app` for `percent` of browsers, beside the
 * active version, which stays what everyone else gets. Checked by `gate` under the lock, as any
 * activation. Needs an active version to run beside; a no-op when it is already the canary at
 * that share, and refused when it is the active version itself.
 */
export async function startCanary(
  layout: StoreLayout,
  app: AppName,
  version: string,
  percent: number,
  command: string,
  gate?: CanaryGate,
): Promise<CanaryChange> {
  if (!isCanaryPercent(percent)) throw new Error(`A canary's share is a whole percent from 1 to 99 (got ${percent}).`);
  if (!(await readReleaseInfo(layout, app, version))) throw new Error(`${app} has no stored version ${version}`);
  return withStoreLock(layout, async () => {
    const [active, canaries] = await Promise.all([readActive(layout), readCanaries(layout)]);
    const stable = active[app] ?? null;
    if (stable === null)
      throw new CanaryConflict(`${app} has no active version for a canary to run beside; release it without --canary first.`);
    if (stable === version) return { changed: false, stable, canary: version };
    const current = canaries[app];
    if (current?.version === version && current.percent === percent) return { changed: false, stable, canary: version };
    // The gate checks the canary as if it were active: it is, for its share of browsers.
    await gate?.(active, version);
    const at = new Date().toISOString();
    if (current !== undefined && current.version !== version)
      await appendHistory(layout, { app, from: stable, to: current.version, at, command, canary: 'end' });
    await writeCanaries(layout, app, { version, percent, since: current?.version === version ? current.since : at });
    await appendHistory(layout, { app, from: stable, to: version, at, command, canary: 'start', percent });
    return { changed: true, stable, canary: version };
  });
}

/** Makes the canary of `app` active for everyone; the stable version becomes the previous one. */
export async function promoteCanary(layout: StoreLayout, app: AppName, command: string, gate?: CanaryGate): Promise<CanaryChange> {
  return withStoreLock(layout, async () => {
    const [active, canaries] = await Promise.all([readActive(layout), readCanaries(layout)]);
    const canary = canaries[app];
    if (canary === undefined) throw new CanaryConflict(`${app} has no canary to promote (see \`npm run releases -- ${app}\`).`);
    await gate?.(active, canary.version);
    const stable = active[app] ?? null;
    if (stable !== null) await writeVersions(layout.previousFile, app, stable);
    await writeVersions(layout.activeFile, app, canary.version);
    await writeCanaries(layout, app, undefined);
    await appendHistory(layout, { app, from: stable, to: canary.version, at: new Date().toISOString(), command, canary: 'promote' });
    return { changed: true, stable, canary: canary.version };
  });
}

/**
 * Ends the canary of `app`: everyone gets the stable version again. `reason` marks an automatic
 * abort. With `onlyVersion`, ends it only while that version is still the canary (a check that
 * raced a promote or a newer canary changes nothing). Returns null when there was nothing to end.
 */
export async function endCanary(
  layout: StoreLayout,
  app: AppName,
  command: string,
  options: { reason?: string; onlyVersion?: string } = {},
): Promise<(Canary & { stable: string | null }) | null> {
  return withStoreLock(layout, async () => {
    const [active, canaries] = await Promise.all([readActive(layout), readCanaries(layout)]);
    const canary = canaries[app];
    if (canary === undefined || (options.onlyVersion !== undefined && canary.version !== options.onlyVersion)) return null;
    await writeCanaries(layout, app, undefined);
    const stable = active[app] ?? null;
    await appendHistory(layout, {
      app,
      from: stable,
      to: canary.version,
      at: new Date().toISOString(),
      command,
      canary: options.reason === undefined ? 'end' : 'abort',
      ...(options.reason === undefined ? {} : { reason: options.reason }),
    });
    return { ...canary, stable };
  });
}

async function writeVersions(file: string, app: AppName, version: string): Promise<void> {
  const versions = await readJsonFile<ActiveVersions>(file, {});
  await writeFileAtomic(file, `${JSON.stringify({ ...versions, [app]: version }, null, 2)}\n`);
}
