// Photos as files in one folder (the data folder's `photos/` by default). write-file-atomic writes
// each to a temporary name beside it, flushes it to disk and renames it, removing the temporary file
// if anything fails: a reader never sees half a file, and a photo's files are on disk before the
// rows that name them commit (docs/decisions/0021).
import { mkdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import writeFileAtomic from 'write-file-atomic';
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
      await writeFileAtomic(path.join(folder, key), body);
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
