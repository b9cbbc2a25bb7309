// Checking and re-encoding one photo with sharp. What the client says a file is counts
// for nothing: the bytes are sniffed, the pixel count capped before decoding, a truncated file
// refused, and the result is always fresh WebP (and AVIF where smaller) without any metadata.
import { createHash } from 'node:crypto';
import sharp, { type Metadata, type OutputInfo } from 'sharp';
import { MAX_PHOTO_PIXELS, PHOTO_WIDTHS, type PhotoVariant } from '@ceylon/shared/domain';

/** A file refused; the message names it and is shown to the uploader as is. */
export class PhotoRejected extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PhotoRejected';
  }
}

const ACCEPTED_FORMATS = new Set<string>(['jpeg', 'png', 'webp']);

export interface PhotoShape {
  width: number;
  height: number;
}

/** One encoding, ready to store under a key made from the photo's id (see variantKey). */
export interface EncodedVariant {
  format: PhotoVariant['format'];
  width: number;
  height: number;
  body: Buffer;
}

export interface EncodedPhoto extends PhotoShape {
  variants: EncodedVariant[];
}

export interface EncodeOptions {
  /** AVIF encoder effort, 0 (fast) to 9; undefined: no AVIF at all. */
  avifEffort?: number;
  /** WebP encoder effort, 0 (fast) to 6; default 4, sharp's own. */
  webpEffort?: number;
}

const sharpOptions = { limitInputPixels: MAX_PHOTO_PIXELS, failOn: 'truncated' } as const;

/** EXIF orientations 5–8 turn the picture a quarter: width and height swap once it is upright. */
function upright(metadata: Metadata): PhotoShape {
  const { width = 0, height = 0, orientation = 1 } = metadata;
  return orientation >= 5 ? { width: height, height: width } : { width, height };
}

/**
 * Reads the header only: JPEG, PNG or WebP, and at most MAX_PHOTO_PIXELS. Cheap, so every file
 * of an upload is checked before any is decoded.
 */
export async function inspectPhoto(name: string, body: Buffer): Promise<PhotoShape> {
  let metadata: Metadata;
  try {
    // The header only, with no pixel limit: the size is checked below, with a message that says so.
    metadata = await sharp(body, { limitInputPixels: false }).metadata();
  } catch {
    throw new PhotoRejected(`${name} is not a JPEG, PNG or WebP image`);
  }
  if (!ACCEPTED_FORMATS.has(metadata.format)) throw new PhotoRejected(`${name} is not a JPEG, PNG or WebP image`);
  const shape = upright(metadata);
  if (shape.width * shape.height > MAX_PHOTO_PIXELS) {
    throw new PhotoRejected(
      `${name} is ${shape.width} × ${shape.height} pixels; photos may have at most ${MAX_PHOTO_PIXELS / 1_000_000} megapixels`,
    );
  }
  return shape;
}

/** The widths a photo `width` pixels wide is stored at: PHOTO_WIDTHS up to its own, or its own when narrower. */
export function widthsFor(width: number): number[] {
  const widths = PHOTO_WIDTHS.filter((w) => w <= width);
  return widths.length > 0 ? widths : [width];
}

/**
 * Decodes once (upright, at the widest stored width), then encodes every width from those pixels.
 * A file that fails to decode (truncated, corrupt) is refused with its name.
 */
export async function encodePhoto(name: string, body: Buffer, options: EncodeOptions = {}): Promise<EncodedPhoto> {
  let decoded: { data: Buffer; info: OutputInfo };
  const shape = await inspectPhoto(name, body);
  const widths = widthsFor(shape.width);
  const widest = widths[widths.length - 1] ?? shape.width;
  try {
    decoded = await sharp(body, sharpOptions)
      .rotate()
      .resize({ width: widest, withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new PhotoRejected(`${name} could not be read: the file is damaged or incomplete`);
  }
  const { width, height, channels } = decoded.info;
  const pixels = () => sharp(decoded.data, { raw: { width, height, channels } });
  const variants: EncodedVariant[] = [];
  for (const target of widths) {
    const resized = target === width ? pixels() : pixels().resize({ width: target });
    const webp = await resized
      .clone()
      .webp({ quality: 80, effort: options.webpEffort ?? 4 })
      .toBuffer({ resolveWithObject: true });
    variants.push({ format: 'webp', width: webp.info.width, height: webp.info.height, body: webp.data });
    if (options.avifEffort === undefined) continue;
    const avif = await resized.clone().avif({ quality: 55, effort: options.avifEffort }).toBuffer({ resolveWithObject: true });
    if (avif.data.length < webp.data.length)
      variants.push({ format: 'avif', width: avif.info.width, height: avif.info.height, body: avif.data });
  }
  // Widest last within each format, as HotelPhotoSchema promises.
  variants.sort((a, b) => (a.format === b.format ? a.width - b.width : a.format === 'webp' ? -1 : 1));
  return { width, height, variants };
}

/** `<photo id>-<width>-<content hash>.<format>`: a new file name whenever the bytes change. */
export function variantKey(photoId: string, variant: EncodedVariant): string {
  const hash = createHash('sha256').update(variant.body).digest('hex').slice(0, 16);
  return `${photoId}-${variant.width}-${hash}.${variant.format}`;
}
