import { ensureBuilt } from '../build/ensure-built';
import type { AppName } from '../apps';
import type { Activation, ReleaseStore } from '../store';
import { releaseStored } from '../verify';

export interface ReleaseOutcome extends Activation {
  app: AppName;
  built: boolean;
  reused: boolean;
  /** Set when released as a canary: `to` runs beside `from` for this share of browsers. */
  canaryPercent?: number;
}

/**
 * Build (when needed, or always with `force`), store, verify and activate one app: the one path
 * both `npm start` and `npm run release` take. A build the gate refuses stays stored (it may be
 * inspected, and a later shell may fit it) but is not activated; ReleaseRefused says why.
 */
export async function releaseApp(
  store: ReleaseStore,
  app: AppName,
  options: { force: boolean; command: string; canaryPercent?: number },
): Promise<ReleaseOutcome> {
  const build = await ensureBuilt(app, { force: options.force });
  const { version, reused } = await store.storeBuild(app, build.distDir);
  const activation = await releaseStored(store, app, version, options.command, options.canaryPercent);
  return { app, built: build.built, reused, ...activation };
}
