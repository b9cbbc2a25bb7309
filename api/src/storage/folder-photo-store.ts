// Photos as files in one folder (the data folder's `photos/` by default). Written to a temporary
// name and renamed, so a reader never sees half a file.
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { photoContentType } from './content-types';
import { checkPhotoKey, PHOTO_KEY_PATTERN, type PhotoStore } from './photo-store';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

export function createFolderPhotoStore(folder: string): PhotoStore {
  let created: Promise<unknown> | undefined;
  return {
    kind: 'folder',
    async put(key, body) {
      checkPhotoKey(key);
      await (created ??= mkdir(folder, { recursive: true }));
      const temporary = path.join(folder, `.${key}.${randomBytes(6).toString('hex')}.tmp`);
      await writeFile(temporary, body);
      await rename(temporary, path.join(folder, key));
    },
    async get(key) {
      if (!PHOTO_KEY_PATTERN.test(key)) return undefined;
      try {
        const body = await readFile(path.join(folder, key));
        return { body, contentType: photoContentType(key), size: body.length };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async delete(key) {
      checkPhotoKey(key);
      await rm(path.join(folder, key), { force: true });
    },
  };
}
