import path from 'node:path';

/**
 * What the API keeps in its data folder (DATA_DIR): the embedded database, the photo files (unless
 * S3_BUCKET) and the generated JWT secret (unless JWT_SECRET). One place, since a backup takes and
 * restores exactly these (backup/embedded-data.ts).
 */
export function dataFolderLayout(dataDir: string) {
  return {
    pglite: path.join(dataDir, 'pglite'),
    photos: path.join(dataDir, 'photos'),
    jwtSecret: path.join(dataDir, 'jwt-secret'),
  };
}
