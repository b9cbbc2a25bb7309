import { access, readFile } from 'node:fs/promises';
import path from 'node:path';

/** What the gate needs from a build's `mf-manifest.json` (written by the federation plugin). */
export interface FederationManifest {
  /** Container name, e.g. `remote_public`. */
  name: string;
  /** The entry file the manifest names (`remoteEntry.js`); empty for the shell, which has none. */
  entryFile: string;
  /** Exposed module paths, e.g. `./Home`. */
  exposes: string[];
  shared: SharedDeclaration[];
  /** How the build gets the federation runtime (shared/build/federation-runtime.ts). */
  runtime: RuntimeDeclaration;
  /** What it says of the shared modules that are a surface of ours; undefined for a build from before surfaces. */
  surfaces?: SurfaceDeclaration;
  /** From `metaData.texts` (shared/build/texts-declaration.ts): language → its message ids; undefined for an app without texts. */
  texts?: Record<string, string[]>;
}

/**
 * From `metaData.sharedSurfaces` (shared/build/shared-surface.ts): share key → the exports the
 * build's copy of it has (`provides`), and → the exports the build's own code imports (`uses`).
 */
export interface SurfaceDeclaration {
  provides: Record<string, string[]>;
  uses: Record<string, string[]>;
}

/**
 * From `metaData.federationRuntime`: the shell `provides` its runtime's version to the page; an
 * area that `requires` a range runs on the shell's runtime and carries none. Neither: the build
 * brings its own (builds from before docs/decisions/0013). `handover` is what passes between
 * them: `bundler-runtime` (docs/decisions/0017), or absent for runtime-core alone (0013).
 */
export interface RuntimeDeclaration {
  provides?: string;
  requires?: string;
  handover?: string;
}

export interface SharedDeclaration {
  name: string;
  /** The version this build bundles and would provide. */
  version: string;
  /** The range it accepts from whoever provides the module. */
  requiredVersion: string;
  singleton: boolean;
}

export const federationManifestName = 'mf-manifest.json';

/**
 * Reads and checks the shape of a stored build's federation manifest and that the entry it
 * names is there. Throws with a message that names the file; the gate turns it into a refusal.
 */
export async function readFederationManifest(versionDir: string, entryFile: string): Promise<FederationManifest> {
  const file = path.join(versionDir, federationManifestName);
  let json: unknown;
  try {
    json = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    const reason = error instanceof SyntaxError ? 'is not valid JSON' : 'cannot be read';
    throw new Error(`${federationManifestName} ${reason} (${file})`, { cause: error });
  }
  const manifest = parseFederationManifest(json);
  if (manifest === null) throw new Error(`${federationManifestName} is not a federation manifest (${file})`);
  try {
    await access(path.join(versionDir, entryFile));
  } catch {
    throw new Error(`the entry ${entryFile} is missing from ${versionDir}`);
  }
  return manifest;
}

export function parseFederationManifest(json: unknown): FederationManifest | null {
  if (!isRecord(json) || typeof json.name !== 'string') return null;
  const meta = isRecord(json.metaData) ? json.metaData : {};
  const remoteEntry = isRecord(meta.remoteEntry) ? meta.remoteEntry : {};
  const exposes = Array.isArray(json.exposes) ? json.exposes : [];
  const shared = Array.isArray(json.shared) ? json.shared : [];
  const runtime = isRecord(meta.federationRuntime) ? meta.federationRuntime : {};
  const surfaces = isRecord(meta.sharedSurfaces) ? meta.sharedSurfaces : undefined;
  const texts = isRecord(meta.texts) ? nameLists(meta.texts) : undefined;
  return {
    name: json.name,
    entryFile: typeof remoteEntry.name === 'string' ? remoteEntry.name : '',
    exposes: exposes.flatMap((item) => (isRecord(item) && typeof item.path === 'string' ? [item.path] : [])),
    shared: shared.flatMap((item) =>
      isRecord(item) && typeof item.name === 'string'
        ? [
            {
              name: item.name,
              version: typeof item.version === 'string' ? item.version : '',
              requiredVersion: typeof item.requiredVersion === 'string' ? item.requiredVersion : '*',
              singleton: item.singleton === true,
            },
          ]
        : [],
    ),
    runtime: {
      ...(typeof runtime.provides === 'string' ? { provides: runtime.provides } : {}),
      ...(typeof runtime.requires === 'string' ? { requires: runtime.requires } : {}),
      ...(typeof runtime.handover === 'string' ? { handover: runtime.handover } : {}),
    },
    ...(surfaces ? { surfaces: { provides: nameLists(surfaces.provides), uses: nameLists(surfaces.uses) } } : {}),
    ...(texts ? { texts } : {}),
  };
}

/** `{ key: [names] }`, keeping only lists of strings. */
function nameLists(value: unknown): Record<string, string[]> {
  if (!isRecord(value)) return {};
  return Object.fromEntries(
    Object.entries(value).flatMap(([key, names]) =>
      Array.isArray(names) ? [[key, names.filter((name): name is string => typeof name === 'string')]] : [],
    ),
  );
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
