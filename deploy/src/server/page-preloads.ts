import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { RemotesManifest } from '@ceylon/shared/contracts/remotes-manifest';
import { pageRoutes, type Guard, type PageRoute } from '@ceylon/shell/route-table';
import type { ReleaseStore } from '../store';

/** The scripts a page will ask for once the shell runs, and the guard the shell checks before it fetches them. */
export interface PageScripts {
  guard: Guard;
  scripts: string[];
}

/**
 * The scripts a page URL will ask for once the shell runs: the area entry of the route it shows
 * and the chunks of that route's page (the area's `mf-manifest.json` lists them), in the versions
 * this browser's manifest names. The page lists them so the shell can fetch them as it starts
 * instead of after it has set itself up. A guarded page may send the browser elsewhere, which
 * only the browser knows (the session is there): the shell fetches them only when the route's
 * guard lets this browser see the page, so an area the visitor never opens is not fetched.
 */
export function pagePreloads(store: ReleaseStore) {
  const chunksOf = exposedChunks(store);
  return async function preloadsFor(urlPath: string, manifest: RemotesManifest): Promise<PageScripts | null> {
    const route = pageRouteFor(urlPath);
    const release = route && manifest[route.area];
    if (!route || !release) return null;
    const base = release.entry.slice(0, release.entry.lastIndexOf('/') + 1);
    const chunks = await chunksOf(route.area, release.version, route.module);
    return { guard: route.guard, scripts: [release.entry, ...chunks.map((chunk) => base + chunk)] };
  };
}

/** The route `urlPath` shows, matched as the shell's router does (case-insensitive, `:param` one segment). */
export function pageRouteFor(urlPath: string): PageRoute | undefined {
  const segments = urlPath.split('/').filter((segment) => segment !== '');
  return pageRoutes.find((route) => {
    const pattern = route.path.split('/').filter((segment) => segment !== '');
    return (
      pattern.length === segments.length &&
      pattern.every((part, index) => part.startsWith(':') || part.toLowerCase() === segments[index]!.toLowerCase())
    );
  });
}

// Versions never change, so what a version's manifest says is remembered (a bounded number of them).
const rememberedVersions = 32;
// A page needs a handful; a manifest listing more is not believed past this.
const maxChunks = 8;
// webpack's `[name].[contenthash].js` with named chunk ids: one file name, nothing an attribute could break on.
const chunkName = /^[\w.@~+-]{1,200}\.js$/;

function exposedChunks(store: ReleaseStore) {
  const byVersion = new Map<string, Promise<Map<string, string[]> | null>>();
  return async function chunksOf(area: PageRoute['area'], version: string, module: string): Promise<string[]> {
    const key = `${area}/${version}`;
    let exposes = byVersion.get(key);
    if (exposes === undefined) {
      exposes = readExposes(path.join(store.versionDir(area, version), 'mf-manifest.json'));
      byVersion.set(key, exposes);
      if (byVersion.size > rememberedVersions) byVersion.delete(byVersion.keys().next().value!);
    }
    const read = await exposes;
    // An unreadable manifest is asked again next time (a version still arriving in a server's cache).
    if (read === null) byVersion.delete(key);
    return read?.get(module) ?? [];
  };
}

/** Exposed module → its chunks, from the federation plugin's `mf-manifest.json`; null when unreadable. */
async function readExposes(file: string): Promise<Map<string, string[]> | null> {
  const exposes = new Map<string, string[]>();
  let manifest: unknown;
  try {
    manifest = JSON.parse(await readFile(file, 'utf8'));
  } catch {
    return null;
  }
  const list = (manifest as { exposes?: unknown } | null)?.exposes;
  if (!Array.isArray(list)) return exposes;
  for (const expose of list as { path?: unknown; assets?: { js?: { sync?: unknown } } }[]) {
    const sync = expose?.assets?.js?.sync;
    if (typeof expose?.path !== 'string' || !Array.isArray(sync)) continue;
    const chunks = sync.filter((chunk): chunk is string => typeof chunk === 'string' && chunkName.test(chunk));
    exposes.set(expose.path, chunks.slice(0, maxChunks));
  }
  return exposes;
}
