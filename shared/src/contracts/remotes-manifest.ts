// The body of `/remotes.json`, the contract the shell reads before its first render
// (docs/decisions/0001): deploy's web server and the shell's dev server write it, the shell checks
// what it fetched against it.
import { Type, type Static, type TOptional } from 'typebox';
import { areas, type Area } from '../apps';

export const RemoteReleaseSchema = Type.Object({ version: Type.String(), entry: Type.String() });

export const RemoteManifestEntrySchema = Type.Object({
  /** The area's federation container name. */
  name: Type.String(),
  ...RemoteReleaseSchema.properties,
  /** The release to fall back to when this one fails to load; null when there is none. */
  previous: Type.Union([RemoteReleaseSchema, Type.Null()]),
});

// Areas with nothing active are left out; keys other than the areas' are not part of the contract.
const entryPerArea = Object.fromEntries(areas.map((area) => [area, Type.Optional(RemoteManifestEntrySchema)])) as Record<
  Area,
  TOptional<typeof RemoteManifestEntrySchema>
>;

/** Present when this browser previews a stored version (a signed preview link): the shell shows a badge. */
export const RemotesPreviewSchema = Type.Object({ area: Type.String(), version: Type.String() });

export const RemotesManifestSchema = Type.Object({ ...entryPerArea, preview: Type.Optional(RemotesPreviewSchema) });

/** Id of the `<script type="application/json">` in which the web server inlines this browser's manifest in the shell's page. */
export const INLINED_MANIFEST_ID = 'ceylon-remotes';

/**
 * Id of the `<script type="application/json">` in which the web server lists, for a page of the
 * route table, the scripts of its area the shell will ask for (its entry and the page's chunks)
 * and the route's guard: `{ "guard": "signed-in", "scripts": ["/releases/…/remoteEntry.js", …] }`.
 */
export const PAGE_SCRIPTS_ID = 'ceylon-page-scripts';

/**
 * Id of the `<script type="application/json">` in which a page rendered on the server carries what
 * it read from the API (TanStack Query's dehydrated cache), so the browser does not read it again.
 */
export const PAGE_DATA_ID = 'ceylon-page-data';

export type RemoteRelease = Static<typeof RemoteReleaseSchema>;
export type RemoteManifestEntry = Static<typeof RemoteManifestEntrySchema>;
export type RemotesManifest = Static<typeof RemotesManifestSchema>;
export type RemotesPreview = Static<typeof RemotesPreviewSchema>;
