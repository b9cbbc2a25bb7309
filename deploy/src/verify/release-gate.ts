import { apps, areas, type AppName, type Area } from '../apps';
import type { ActiveVersions } from '../store';
// The shell's route table is plain data with a type-only import, so node can read it as is:
// the gate checks against the very table the shell routes with, not a copy of it.
import { modulesNeededBy } from '@ceylon/shell/route-table';
import {
  missingExposes,
  missingTexts,
  runtimeMismatches,
  singletonMismatches,
  surfaceMismatches,
  unprovidedSingletons,
  type Party,
} from './compatibility';
import { readFederationManifest } from './federation-manifest';
import { serverBuildProblems } from './server-build-gate';

/** A release or rollback the gate stopped; nothing was changed. */
export class ReleaseRefused extends Error {
  override name = 'ReleaseRefused';

  constructor(
    readonly app: AppName,
    readonly version: string,
    readonly problems: readonly string[],
  ) {
    super(`${app} ${version} was not activated, because it would break the site:\n  - ${problems.join('\n  - ')}`);
  }
}

/** Where the gate finds a stored version's files (the release store's `versionDir`). */
export type VersionDirOf = (app: AppName, version: string) => string;

/**
 * Everything that stops `app` `version` from going live beside the apps in `active`; empty when
 * it fits. A remote: its manifest and entry load, it exposes every module the route table needs
 * from it, and its singletons and the federation runtime it takes from the shell fit the active
 * shell's. The shell: its manifest and entry load, and every active remote still fits it. Either
 * way the server builds load together and have the pages the server renders (server-build-gate.ts).
 */
export async function releaseProblems(
  versionDirOf: VersionDirOf,
  app: AppName,
  version: string,
  active: ActiveVersions,
): Promise<string[]> {
  const federation = await federationProblems(versionDirOf, app, version, active);
  return [...federation, ...(await serverBuildProblems(versionDirOf, app, version, active))];
}

async function federationProblems(versionDirOf: VersionDirOf, app: AppName, version: string, active: ActiveVersions): Promise<string[]> {
  const candidate = await load(versionDirOf, app, version, `${app} ${version}`);
  if (typeof candidate === 'string') return [candidate];
  const problems: string[] = [];
  if (candidate.manifest.name !== apps[app].container) {
    problems.push(`its manifest is for the container "${candidate.manifest.name}", not "${apps[app].container}"`);
  }
  problems.push(...missingTexts(candidate));

  if (app === 'shell') {
    for (const area of areas) {
      const remoteVersion = active[area];
      if (remoteVersion === undefined) continue;
      const remote = await load(versionDirOf, area, remoteVersion, `the active ${area} ${remoteVersion}`);
      if (typeof remote === 'string') problems.push(remote);
      else problems.push(...exposeProblems(area, remote), ...pairProblems(remote, candidate));
    }
    return problems;
  }

  problems.push(...exposeProblems(app, candidate));
  const shellVersion = active.shell;
  if (shellVersion !== undefined) {
    const shell = await load(versionDirOf, 'shell', shellVersion, `the active shell ${shellVersion}`);
    if (typeof shell === 'string') problems.push(shell);
    else problems.push(...pairProblems(candidate, shell));
  }
  return problems;
}

/**
 * What stops `area` `version` running beside shell `shellVersion` at all (the federation runtime,
 * the singletons, the router's surface; not the route table's pages, whose lack breaks only those
 * pages): for a fallback release, which the gate never checked against the shell now active.
 * Null when either build's manifest cannot be read, so nothing is known.
 */
export async function pairProblemsOf(
  versionDirOf: VersionDirOf,
  area: Area,
  version: string,
  shellVersion: string,
): Promise<string[] | null> {
  const [candidate, shell] = await Promise.all([
    load(versionDirOf, area, version, `${area} ${version}`),
    load(versionDirOf, 'shell', shellVersion, `shell ${shellVersion}`),
  ]);
  if (typeof candidate === 'string' || typeof shell === 'string') return null;
  return pairProblems(candidate, shell);
}

/** What stops an area running beside a shell: their singletons, and what it takes from the shell (the runtime, the router's surface). */
function pairProblems(area: Party, shell: Party): string[] {
  return [
    ...singletonMismatches(area, shell),
    ...unprovidedSingletons(area, shell),
    ...surfaceMismatches(area, shell),
    ...runtimeMismatches(area, shell),
  ];
}

function exposeProblems(area: Area, party: Party): string[] {
  return missingExposes(modulesNeededBy(area), party.manifest).map(
    (module) => `${party.label} does not expose ${module}, which the shell's route table needs`,
  );
}

/** The party, or a problem naming what could not be read. */
async function load(versionDirOf: VersionDirOf, app: AppName, version: string, label: string): Promise<Party | string> {
  try {
    return { label, manifest: await readFederationManifest(versionDirOf(app, version), apps[app].entryFile) };
  } catch (error) {
    return `${label}: ${error instanceof Error ? error.message : String(error)}`;
  }
}
