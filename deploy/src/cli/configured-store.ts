import { loadDeployConfig } from '../config';
import { openReleaseStore } from '../store';

/** The store as RELEASES_DIR, RELEASES_S3_BUCKET and RELEASES_DATABASE_URL describe it. */
export function openConfiguredStore() {
  const config = loadDeployConfig();
  return openReleaseStore(config.storeRoot, config.store);
}
