import type { ApiConfig } from '../config';
import { dataFolderLayout } from '../data-folder';
import { createFolderPhotoStore } from './folder-photo-store';
import { createMemoryPhotoStore } from './memory-photo-store';
import type { PhotoStore } from './photo-store';
import { createS3PhotoStore } from './s3-photo-store';

/**
 * S3 when S3_BUCKET is set; otherwise `<dataDir>/photos`, except for a memory:// database, whose
 * photos live and die with it (as its JWT secret does), so tests never write to the data folder.
 */
export function createPhotoStore(config: ApiConfig): PhotoStore {
  if (config.s3Bucket) {
    return createS3PhotoStore({
      bucket: config.s3Bucket,
      endpoint: config.s3Endpoint,
      region: config.s3Region,
      accessKeyId: config.s3AccessKeyId,
      secretAccessKey: config.s3SecretAccessKey,
      forcePathStyle: config.s3ForcePathStyle,
    });
  }
  if (config.databaseUrl === 'memory://') return createMemoryPhotoStore();
  return createFolderPhotoStore(dataFolderLayout(config.dataDir).photos);
}
