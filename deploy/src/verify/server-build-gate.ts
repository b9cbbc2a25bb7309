import { types } from 'node:util';
import { apps, areas, type AppName, type Area } from '../apps';
import type { ActiveVersions } from '../store';
import { pageRoutes, serverRenderedGuards } from '@ceylon/shell/route-table';
import { loadAreaBuild, loadShellBuild, type ShellServerBuild } from '../server/render/server-builds';
import type { VersionDirOf } from './release-gate';

/** The modules of `area` whose pages the server renders (public and guest-only routes). */
export function serverRenderedModules(area: Area): string[] {
  const rendered = pageRoutes.filter((route) => route.area === area && serverRenderedGuards.includes(route.guard));
  return [...new Set(rendered.map((route) => route.module))];
}

/**
 * What stops `app` `version`'s server build rendering beside the active apps: it is missing or does
 * not load in Node, or an area's lacks a page the route table renders on the server. A shell is
 * checked with every active area's build on it; an area on the active shell's.
 */
export async function serverBuildProblems(
  versionDirOf: VersionDirOf,
  app: AppName,
  version: string,
  active: ActiveVersions,
): Promise<string[]> {
  if (app === 'shell') {
    const shell = await loadShell(versionDirOf, version, `shell ${version}`);
    if (typeof shell === 'string') return [shell];
    const problems: string[] = [];
    for (const area of areas) {
      const areaVersion = active[area];
      if (areaVersion !== undefined)
        problems.push(...(await areaProblems(versionDirOf, area, areaVersion, shell, `the active ${area} ${areaVersion}`)));
    }
    return problems;
  }
  const shellVersion = active.shell;
  if (shellVersion === undefined) return [];
  const shell = await loadShell(versionDirOf, shellVersion, `the active shell ${shellVersion}`);
  if (typeof shell === 'string') return [`its server build cannot be checked: ${shell}`];
  return areaProblems(versionDirOf, app, version, shell, `${app} ${version}`);
}

async function loadShell(versionDirOf: VersionDirOf, version: string, label: string): Promise<ShellServerBuild | string> {
  try {
    return await loadShellBuild(versionDirOf('shell', version));
  } catch (error) {
    return `${label}'s server build does not load: ${messageOf(error)}`;
  }
}

async function areaProblems(versionDirOf: VersionDirOf, area: Area, version: string, shell: ShellServerBuild, label: string) {
  try {
    const build = await loadAreaBuild(area, versionDirOf(area, version), shell);
    return serverRenderedModules(area)
      .filter((module) => typeof build.pages[module]?.default !== 'function')
      .map((module) => `${label}'s server build has no page ${module}, which the server renders (${apps[area].folder})`);
  } catch (error) {
    return [`${label}'s server build does not load: ${messageOf(error)}`];
  }
}

// A server build runs in Node's own context: its errors may come from another realm's Error (under Jest).
const messageOf = (error: unknown) => (types.isNativeError(error) ? error.message : String(error));
