import type { AppName } from '../apps';
import { ensureLocal, type ActiveVersions, type Canary, type StoreParts } from './activation';

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
  { state, builds }: StoreParts,
  app: AppName,
  version: string,
  percent: number,
  command: string,
  gate?: CanaryGate,
): Promise<CanaryChange> {
  if (!isCanaryPercent(percent)) throw new Error(`A canary's share is a whole percent from 1 to 99 (got ${percent}).`);
  if (!(await builds.readReleaseInfo(app, version))) throw new Error(`${app} has no stored version ${version}`);
  return state.change(async (change) => {
    const [active, canaries] = await Promise.all([change.readActive(), change.readCanaries()]);
    const stable = active[app] ?? null;
    if (stable === null)
      throw new CanaryConflict(`${app} has no active version for a canary to run beside; release it without --canary first.`);
    if (stable === version) return { changed: false, stable, canary: version };
    const current = canaries[app];
    if (current?.version === version && current.percent === percent) return { changed: false, stable, canary: version };
    // The gate checks the canary as if it were active: it is, for its share of browsers.
    if (gate) {
      await ensureLocal(builds, active);
      await gate(active, version);
    }
    const at = new Date().toISOString();
    if (current !== undefined && current.version !== version)
      await change.appendHistory({ app, from: stable, to: current.version, at, command, canary: 'end' });
    await change.setCanary(app, { version, percent, since: current?.version === version ? current.since : at });
    await change.appendHistory({ app, from: stable, to: version, at, command, canary: 'start', percent });
    return { changed: true, stable, canary: version };
  });
}

/** Makes the canary of `app` active for everyone; the stable version becomes the previous one. */
export async function promoteCanary(
  { state, builds }: StoreParts,
  app: AppName,
  command: string,
  gate?: CanaryGate,
): Promise<CanaryChange> {
  return state.change(async (change) => {
    const [active, canaries] = await Promise.all([change.readActive(), change.readCanaries()]);
    const canary = canaries[app];
    if (canary === undefined) throw new CanaryConflict(`${app} has no canary to promote (see \`npm run releases -- ${app}\`).`);
    if (gate) {
      await ensureLocal(builds, active);
      await gate(active, canary.version);
    }
    const stable = active[app] ?? null;
    await change.setActive(app, canary.version, stable);
    await change.setCanary(app, undefined);
    await change.appendHistory({ app, from: stable, to: canary.version, at: new Date().toISOString(), command, canary: 'promote' });
    return { changed: true, stable, canary: canary.version };
  });
}

/**
 * Ends the canary of `app`: everyone gets the stable version again. `reason` marks an automatic
 * abort. With `onlyVersion`, ends it only while that version is still the canary (a check that
 * raced a promote or a newer canary changes nothing). Returns null when there was nothing to end.
 */
export async function endCanary(
  { state }: StoreParts,
  app: AppName,
  command: string,
  options: { reason?: string; onlyVersion?: string } = {},
): Promise<(Canary & { stable: string | null }) | null> {
  return state.change(async (change) => {
    const [active, canaries] = await Promise.all([change.readActive(), change.readCanaries()]);
    const canary = canaries[app];
    if (canary === undefined || (options.onlyVersion !== undefined && canary.version !== options.onlyVersion)) return null;
    await change.setCanary(app, undefined);
    const stable = active[app] ?? null;
    await change.appendHistory({
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
