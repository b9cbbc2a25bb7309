// One way to reach an S3-compatible bucket (AWS SDK v3): the API's photo store and the release
// store's builds (deploy) both connect through it.
import { S3Client } from '@aws-sdk/client-s3';

export interface S3Connection {
  bucket: string;
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Most self-hosted servers (MinIO, s3rver) want `http://host/bucket/key` addresses. */
  forcePathStyle: boolean;
}

export function s3ClientFor(connection: S3Connection): S3Client {
  return new S3Client({
    region: connection.region,
    forcePathStyle: connection.forcePathStyle,
    // Checksums only where S3 requires them: many S3-compatible servers refuse the newer headers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(connection.endpoint && { endpoint: connection.endpoint }),
    // Without keys the SDK's own chain applies (environment, instance role, …).
    ...(connection.accessKeyId &&
      connection.secretAccessKey && { credentials: { accessKeyId: connection.accessKeyId, secretAccessKey: connection.secretAccessKey } }),
  });
}
