// What a backup archive says about itself: its first entry, checked against a closed schema before
// a restore trusts anything else in it.
import { Type, type Static } from 'typebox';
import { Compile } from 'typebox/compile';
import { appNames } from '../apps';
import type { StoreLayout } from '../store/layout';

export const MANIFEST_FILE = 'ceylon-stays-backup.json';
export const RELEASES_FOLDER = 'releases';

const Elsewhere = Type.Object(
  { included: Type.Literal(false), where: Type.String({ minLength: 1, maxLength: 500 }) },
  { additionalProperties: false },
);

export const BackupManifestSchema = Type.Object(
  {
    format: Type.Literal('ceylon-stays-backup'),
    formatVersion: Type.Literal(1),
    createdAt: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d{3})?Z$' }),
    database: Type.Object(
      {
        file: Type.Literal('database/pglite.tar'),
        bytes: Type.Integer({ minimum: 1 }),
        sha256: Type.String({ pattern: '^[0-9a-f]{64}$' }),
      },
      { additionalProperties: false },
    ),
    photos: Type.Union([
      Type.Object({ included: Type.Literal(true), count: Type.Integer({ minimum: 0 }) }, { additionalProperties: false }),
      Elsewhere,
    ]),
    jwtSecret: Type.Boolean(),
    releases: Type.Union([
      Type.Object(
        {
          included: Type.Literal(true),
          versions: Type.Array(
            Type.Object({ app: Type.Enum([...appNames]), version: Type.String({ maxLength: 100 }) }, { additionalProperties: false }),
            {
              maxItems: 1000,
            },
          ),
        },
        { additionalProperties: false },
      ),
      Elsewhere,
    ]),
  },
  { additionalProperties: false },
);

export type BackupManifest = Static<typeof BackupManifestSchema>;

export const checkManifest = Compile(BackupManifestSchema);

/** A folder store's state files (layout.ts), which a backup copies and a restore puts back; the builds they name come along. */
export function storeStateFiles(layout: StoreLayout): string[] {
  return [
    layout.activeFile,
    layout.previousFile,
    layout.canaryFile,
    layout.historyFile,
    layout.loadFailuresFile,
    layout.vitalsFile,
    layout.browserIdSecretFile,
  ];
}
