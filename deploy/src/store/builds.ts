import type { AppName } from '../apps';
import type { ReleaseInfo } from './release-info';

/**
 * Where the stored builds live: the store's folder (one machine, or a shared file system), or an
 * S3 bucket with the folder as each server's read-through cache. Either way a version, once
 * readable, is a complete local folder at `layout.versionDir`, so files are served from disk.
 */
export interface BuildStore {
  kind: 'folder' | 's3';
  /**
   * Every complete stored version of `app`, newest first. From S3, a listing up to a second old
   * unless `fresh` (what a request may trigger is bounded; what a release decides on is current).
   */
  listVersions(app: AppName, options?: { fresh?: boolean }): Promise<ReleaseInfo[]>;
  /** The version's info when it is stored; its files are then in the local folder. */
  readReleaseInfo(app: AppName, version: string): Promise<ReleaseInfo | null>;
  /** Brings a stored version into the local folder when it is not there yet (a no-op for the folder store). */
  ensureLocal(app: AppName, version: string): Promise<void>;
  /** Copies a complete `incoming` folder (its info file aside) where other servers will find it; before the lock. */
  upload(incoming: string, app: AppName, version: string): Promise<void>;
  /** Makes the uploaded version visible (its info file last) and moves `incoming` into place; under the lock. */
  commit(incoming: string, app: AppName, version: string): Promise<void>;
  /** Removes what `upload` copied when another process stored the same content first. */
  discard(app: AppName, version: string): Promise<void>;
}
