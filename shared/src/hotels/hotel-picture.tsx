import { useState } from 'react';
import type { HotelPhoto, PhotoVariant } from '../domain';
import { FALLBACK_HOTEL_IMAGE, HotelImage } from './hotel-image';

/** Every width of one format, for `srcset`: `url 480w, url 960w, …`. */
export function photoSrcSet(photo: HotelPhoto, format: PhotoVariant['format']): string {
  return photo.variants
    .filter((variant) => variant.format === format)
    .sort((a, b) => a.width - b.width)
    .map((variant) => `${variant.url} ${variant.width}w`)
    .join(', ');
}

/** The `src` for browsers that ignore `srcset`: the widest WebP. */
function widestWebp(photo: HotelPhoto): string | undefined {
  return photo.variants.filter((variant) => variant.format === 'webp').sort((a, b) => b.width - a.width)[0]?.url;
}

export interface HotelPictureProps {
  /** The photo to show; null shows `fallback` (the hotel's `imageUrl`), as before photos existed. */
  photo: HotelPhoto | null;
  fallback: { src: string; alt: string; width: number; height: number };
  /** How wide the picture is drawn at each viewport, so the browser fetches the width it needs. */
  sizes: string;
  /** Above the fold: fetched at once and first, not lazily. */
  priority?: boolean;
  /** In place of the caption, e.g. `''` inside a button that names the photo itself. */
  alt?: string;
}

/**
 * A hotel photo as `<picture>`: AVIF where it was stored, else WebP, at the width the layout
 * needs; width and height from the photo so the box is reserved before it loads.
 */
export function HotelPicture({ photo, fallback, sizes, priority = false, alt }: HotelPictureProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const loading = priority ? 'eager' : 'lazy';
  const fetchPriority = priority ? 'high' : undefined;
  const src = photo && widestWebp(photo);

  if (!photo || !src) {
    return (
      <HotelImage
        src={fallback.src}
        alt={fallback.alt}
        width={fallback.width}
        height={fallback.height}
        loading={loading}
        fetchPriority={fetchPriority}
        decoding="async"
      />
    );
  }
  const text = alt ?? photo.caption;
  if (failed === photo.id) {
    return <img src={FALLBACK_HOTEL_IMAGE} alt={text && `${text} (picture unavailable)`} width={photo.width} height={photo.height} />;
  }
  const avif = photoSrcSet(photo, 'avif');
  return (
    <picture>
      {avif && <source type="image/avif" srcSet={avif} sizes={sizes} />}
      <img
        src={src}
        srcSet={photoSrcSet(photo, 'webp')}
        sizes={sizes}
        alt={text}
        width={photo.width}
        height={photo.height}
        loading={loading}
        fetchPriority={fetchPriority}
        decoding="async"
        onError={() => setFailed(photo.id)}
      />
    </picture>
  );
}
