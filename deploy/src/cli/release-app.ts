import { ensureBuilt } from '../build/ensure-built';
import type { AppName } from '../apps';
import type { Activation, ReleaseStore } from '../store';

export interface ReleaseOutcome extends Activation {
  app: AppName;
  built: boolean;
  reused: boolean;
}

/**
 * Build (when needed, or always with `force`), store and activate one app. The one path both
 * `npm start` and `npm run release` take, so verification (a later step) has one place to go:
 * between storing and activating.
 */
export async function releaseApp(
  store: ReleaseStore,
  app: AppName,
  options: { force: boolean; command: string },
): Promise<ReleaseOutcome> {
  const build = await ensureBuilt(app, { force: options.force });
  const { version, reused } = await store.storeBuild(app, build.distDir);
  const activation = await store.activate(app, version, options.command);
  return { app, built: build.built, reused, ...activation };
}
