import { useState, type ImgHTMLAttributes } from 'react';

// Hills, a roof and a sun in the site's green and gold; drawn inline so that it cannot fail to
// load as well (the CSP allows data: images).
const scene = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 320">
<rect width="480" height="320" fill="#e7efe9"/>
<circle cx="370" cy="90" r="34" fill="#e0a526"/>
<path d="M0 230l90-50 80 40 110-80 90 60 110-50v170H0z" fill="#0b6e4f" opacity=".35"/>
<path d="M0 270l120-40 110 30 130-45 120 35v70H0z" fill="#07503a" opacity=".55"/>
<path d="M190 205l50-40 50 40v45h-100z" fill="#fff"/>
<path d="M180 208l60-50 60 50" fill="none" stroke="#07503a" stroke-width="8" stroke-linejoin="round"/>
<rect x="228" y="215" width="24" height="35" fill="#07503a"/>
</svg>`;

/** The picture shown in place of a hotel image that cannot be loaded. */
export const FALLBACK_HOTEL_IMAGE = `data:image/svg+xml,${encodeURIComponent(scene)}`;

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt' | 'onError'> & { src: string; alt: string };

/**
 * A hotel's picture. If it fails to load, the fallback scene takes its place instead of a grey
 * box, and a non-empty alt text says the hotel's own picture is missing.
 */
export function HotelImage({ src, alt, ...rest }: Props) {
  const [failed, setFailed] = useState<string | null>(null);
  const broken = failed === src;
  return (
    <img
      {...rest}
      src={broken ? FALLBACK_HOTEL_IMAGE : src}
      alt={broken && alt ? `${alt} (picture unavailable)` : alt}
      onError={() => setFailed(src)}
    />
  );
}
