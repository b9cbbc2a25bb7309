// Photos in an S3-compatible bucket (AWS SDK v3), so several API servers share them.
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3ServiceException } from '@aws-sdk/client-s3';
import { s3ClientFor, type S3Connection } from './s3-client';
import { checkPhotoKey, PHOTO_KEY_PATTERN, type PhotoStore } from './photo-store';

export type S3PhotoStoreOptions = S3Connection;

const isMissing = (error: unknown) =>
  error instanceof NoSuchKey || (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404);

export function createS3PhotoStore(options: S3PhotoStoreOptions): PhotoStore {
  const client = s3ClientFor(options);
  const Bucket = options.bucket;
  return {
    kind: 's3',
    async put(key, body, contentType) {
      checkPhotoKey(key);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
    },
    async get(key) {
      if (!PHOTO_KEY_PATTERN.test(key)) return undefined;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!object.Body) return undefined;
        const body = Buffer.from(await object.Body.transformToByteArray());
        return { body, contentType: object.ContentType ?? 'application/octet-stream', size: body.length };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async delete(key) {
      checkPhotoKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async close() {
      client.destroy();
    },
  };
}
