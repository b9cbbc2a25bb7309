// Files for photo tests and the benchmark: real images made with sharp, hostile ones crafted by
// hand, and a multipart body as a browser would send it.
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';

export interface UploadPart {
  field: string;
  /** A file part when given; a plain field otherwise. */
  filename?: string;
  contentType?: string;
  value: Buffer | string;
}

/** A multipart/form-data body and its content type. */
export function multipartBody(parts: UploadPart[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----ceylon${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.field}"${part.filename === undefined ? '' : `; filename="${part.filename}"`}`;
    const type = part.filename === undefined ? '' : `\r\nContent-Type: ${part.contentType ?? 'application/octet-stream'}`;
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`),
      Buffer.from(part.value),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** `photos` file parts, with `caption` fields when given. */
export function photoUpload(files: Array<{ name: string; body: Buffer; type?: string; caption?: string }>) {
  return multipartBody(
    files.flatMap((file) => [
      { field: 'photos', filename: file.name, contentType: file.type ?? 'image/jpeg', value: file.body },
      ...(file.caption === undefined ? [] : [{ field: 'caption', value: file.caption }]),
    ]),
  );
}

/** A JPEG of a gradient with a few shapes; `orientation` writes that EXIF tag (6: turned a quarter). */
export async function testJpeg(width: number, height: number, options: { orientation?: number; quality?: number } = {}): Promise<Buffer> {
  const picture = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g"><stop offset="0" stop-color="#1b9aaa"/><stop offset="1" stop-color="#f6d7a7"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/><circle cx="${width / 3}" cy="${height / 3}" r="${Math.min(width, height) / 5}" fill="#ffd27a"/>
  </svg>`;
  const image = sharp(Buffer.from(picture));
  const withExif = options.orientation ? image.withMetadata({ orientation: options.orientation }) : image;
  return withExif.jpeg({ quality: options.quality ?? 85 }).toBuffer();
}

/** A JPEG of about `bytes`: noise compresses badly, so its size follows its pixel count (a camera-like 5 MB photo). */
export async function noisyJpeg(bytes: number): Promise<Buffer> {
  // Measured: quality 92 noise costs about 0.71 bytes a pixel.
  const pixels = bytes / 0.71;
  const width = Math.round(Math.sqrt((pixels * 4) / 3));
  const height = Math.round((width * 3) / 4);
  return sharp({ create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
    .jpeg({ quality: 92 })
    .toBuffer();
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(data: Buffer): number {
  let c = 0xffffffff;
  for (const byte of data) c = (CRC_TABLE[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A PNG of a few hundred bytes whose header claims `width` × `height`: a decompression bomb's shape. */
export function hugeDimensionPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

export const SVG_PHOTO = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><rect width="800" height="600" fill="#1b9aaa"/><script>alert(1)</script></svg>',
);
