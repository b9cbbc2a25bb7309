/**
 * What a build published with `--from` or over HTTP may be. Today's builds are about 60 files and
 * 5 MB (source maps included), so these leave a tenfold margin while bounding what one upload can
 * cost the server's disk and time. docs/releasing.md lists them.
 */
export interface PublishLimits {
  /** The archive as uploaded (gzip-compressed), and the HTTP body limit. */
  maxArchiveBytes: number;
  /** Entries (files and folders) in the archive or the folder. */
  maxFiles: number;
  /** One unpacked file. */
  maxFileBytes: number;
  /** All unpacked files together. */
  maxTotalBytes: number;
}

const megabyte = 1024 * 1024;

export const defaultPublishLimits: PublishLimits = {
  maxArchiveBytes: 50 * megabyte,
  maxFiles: 2_000,
  maxFileBytes: 20 * megabyte,
  maxTotalBytes: 50 * megabyte,
};

export function formatBytes(bytes: number): string {
  return bytes >= megabyte ? `${+(bytes / megabyte).toFixed(1)} MB` : `${bytes.toLocaleString('en')} bytes`;
}
