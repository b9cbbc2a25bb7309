// Photos of a throw-away (memory://) database: gone when the process ends, as its rows are.
import type { PhotoStore } from './photo-store';
import { checkPhotoKey } from './photo-store';

export function createMemoryPhotoStore(): PhotoStore {
  const objects = new Map<string, { body: Buffer; contentType: string }>();
  return {
    kind: 'memory',
    async put(key, body, contentType) {
      checkPhotoKey(key);
      objects.set(key, { body: Buffer.from(body), contentType });
    },
    async get(key) {
      const found = objects.get(key);
      return found && { ...found, size: found.body.length };
    },
    async delete(key) {
      objects.delete(key);
    },
  };
}
