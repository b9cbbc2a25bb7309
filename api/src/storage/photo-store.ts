// Where photo files live: one small interface, so one server keeps them in its data
// folder and several share an S3-compatible bucket. Keys are file names; each is written once.

export interface StoredPhoto {
  body: Buffer;
  contentType: string;
  size: number;
}

export interface PhotoStore {
  /** Which implementation, for logs and the start-up line. */
  readonly kind: 'folder' | 's3' | 'memory';
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** Undefined when there is no such object. */
  get(key: string): Promise<StoredPhoto | undefined>;
  /** Deleting a key that is not there is not an error. */
  delete(key: string): Promise<void>;
  /** Releases connections (S3); called when the server closes. */
  close?(): Promise<void>;
}

/** A file name the store accepts: what PhotoFileParams allows, so no key can climb out of a folder. */
export const PHOTO_KEY_PATTERN = /^[a-z0-9-]+\.(webp|avif)$/;

export function checkPhotoKey(key: string): void {
  if (!PHOTO_KEY_PATTERN.test(key)) throw new Error(`Not a photo key: ${JSON.stringify(key)}`);
}
