import path from 'node:path';
import type { AppName } from '../apps';

/**
 * Where everything lives in the release store:
 *   <root>/<app>/<version>/…          an immutable copy of one build
 *   <root>/<app>/<version>/.release.json   what was stored (content hash, time); never served
 *   <root>/active.json                 { app: version } — what the site serves now
 *   <root>/previous.json               { app: version } — what each app served before (fallback)
 *   <root>/canary.json                 { app: { version, percent, since } } — canaries beside the active version
 *   <root>/history.jsonl               one line per activation (and canary start, promote, abort, end)
 *   <root>/load-failures.jsonl         one line per area a browser could not load (or fell back from)
 *   <root>/vitals.jsonl                one line per Core Web Vital of a page view (metric, value, app, version, route)
 *   <root>/.browser-id-secret          HMAC key of the web server's browser-id cookie; never served
 */
export interface StoreLayout {
  root: string;
  appDir(app: AppName): string;
  versionDir(app: AppName, version: string): string;
  releaseInfoFile(app: AppName, version: string): string;
  activeFile: string;
  previousFile: string;
  canaryFile: string;
  historyFile: string;
  loadFailuresFile: string;
  vitalsFile: string;
  browserIdSecretFile: string;
  lockFile: string;
}

export const releaseInfoName = '.release.json';

export function storeLayout(root: string): StoreLayout {
  return {
    root,
    appDir: (app) => path.join(root, app),
    versionDir: (app, version) => path.join(root, app, assertVersion(version)),
    releaseInfoFile: (app, version) => path.join(root, app, assertVersion(version), releaseInfoName),
    activeFile: path.join(root, 'active.json'),
    previousFile: path.join(root, 'previous.json'),
    canaryFile: path.join(root, 'canary.json'),
    historyFile: path.join(root, 'history.jsonl'),
    loadFailuresFile: path.join(root, 'load-failures.jsonl'),
    vitalsFile: path.join(root, 'vitals.jsonl'),
    browserIdSecretFile: path.join(root, '.browser-id-secret'),
    lockFile: path.join(root, '.lock'),
  };
}

// 2026-11-21T06-12-05Z-1a2b3c4d: UTC time first so names sort by age, colons avoided for
// file systems and URLs that dislike them, and a content-hash prefix to tell builds apart.
const versionPattern = /^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z-[0-9a-f]{8}$/;

export function isVersion(value: string): boolean {
  return versionPattern.test(value);
}

function assertVersion(version: string): string {
  if (!isVersion(version)) throw new Error(`"${version}" is not a release version`);
  return version;
}

export function versionName(storedAt: Date, contentHash: string): string {
  const time = storedAt
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replaceAll(':', '-');
  return `${time}-${contentHash.slice(0, 8)}`;
}
