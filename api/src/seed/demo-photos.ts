// Demo pictures: three generated scenes per hotel (nothing can be downloaded here),
// drawn as SVG, rendered by sharp and stored through the same path as an upload, so the gallery
// and `srcset` work from the first start. Modest sizes and the fastest AVIF effort keep a fresh
// start quick on a small machine.
import type { Kysely } from 'kysely';
import sharp from 'sharp';
import { WorkLimiter } from '../auth/work-limiter';
import type { Database } from '../db/schema';
import type { EncodeOptions } from '../photos/encode-photo';
import { createHotelPhotos, type PhotoUpload } from '../photos/hotel-photos';
import type { PhotoStore } from '../storage/photo-store';

/** Wide enough for the 960 variant (cards at 2×), no wider: the 1600 one is for real photos. */
const WIDTH = 1024;
const HEIGHT = 683;

interface Palette {
  skyTop: string;
  skyBottom: string;
  ground: string;
  accent: string;
  wall: string;
}

/** Coast, hills, dry zone: a palette per kind of place, picked by location. */
const PALETTES: Record<'coast' | 'hills' | 'plains', Palette> = {
  coast: { skyTop: '#2f7fc1', skyBottom: '#f6d7a7', ground: '#e9d3a1', accent: '#1b9aaa', wall: '#f4efe6' },
  hills: { skyTop: '#6aa4c8', skyBottom: '#dfe9e2', ground: '#3f7d4e', accent: '#8fbf6a', wall: '#efe7da' },
  plains: { skyTop: '#e58a3a', skyBottom: '#f8e0a8', ground: '#b9894f', accent: '#5e8c3a', wall: '#f2e4cf' },
};

const HILL_COUNTRY = new Set(['Kandy', 'Ella', 'Nuwara Eliya']);
const DRY_ZONE = new Set(['Yala', 'Jaffna', 'Sigiriya', 'Anuradhapura']);

function paletteFor(location: string): Palette {
  if (HILL_COUNTRY.has(location)) return PALETTES.hills;
  if (DRY_ZONE.has(location)) return PALETTES.plains;
  return PALETTES.coast;
}

const svg = (
  body: string,
  p: Palette,
) => `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 1024 683">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.skyTop}"/><stop offset="1" stop-color="${p.skyBottom}"/></linearGradient>
    <linearGradient id="water" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.accent}"/><stop offset="1" stop-color="#0d4f6b"/></linearGradient>
    <radialGradient id="sun"><stop offset="0" stop-color="#fff6d5"/><stop offset="1" stop-color="#ffd27a" stop-opacity="0"/></radialGradient>
  </defs>
  ${body}
</svg>`;

/** Outside: sky, sun, the land (hills or sea) and the house with its lit windows. */
function outside(p: Palette, seed: number): string {
  const sunX = 180 + ((seed * 137) % 660);
  return svg(
    `<rect width="1024" height="683" fill="url(#sky)"/>
    <circle cx="${sunX}" cy="170" r="120" fill="url(#sun)"/><circle cx="${sunX}" cy="170" r="46" fill="#fff3c4"/>
    <path d="M0 430 Q 200 ${330 + (seed % 5) * 12} 420 420 T 1024 400 V683 H0Z" fill="${p.accent}" opacity="0.75"/>
    <path d="M0 500 Q 300 450 620 500 T 1024 490 V683 H0Z" fill="${p.ground}"/>
    <rect x="560" y="330" width="330" height="190" fill="${p.wall}"/><path d="M540 335 L725 240 L910 335Z" fill="#9c4a2f"/>
    <rect x="600" y="380" width="54" height="64" fill="#f7c65b"/><rect x="690" y="380" width="54" height="64" fill="#f7c65b"/>
    <rect x="780" y="380" width="54" height="64" fill="#f7c65b"/><rect x="700" y="460" width="40" height="60" fill="#6b3b24"/>
    <rect x="170" y="420" width="14" height="150" fill="#6b4a2b"/><circle cx="177" cy="410" r="58" fill="#2f6b3a"/>`,
    p,
  );
}

/** A room: walls, a window on the view, a bed and a lamp. */
function room(p: Palette, seed: number): string {
  return svg(
    `<rect width="1024" height="683" fill="${p.wall}"/><rect y="520" width="1024" height="163" fill="#a9764b"/>
    <rect x="120" y="110" width="330" height="250" fill="url(#sky)" stroke="#5b4636" stroke-width="14"/>
    <path d="M127 300 Q 250 ${250 + (seed % 4) * 10} 443 300 V353 H127Z" fill="${p.accent}"/>
    <rect x="520" y="380" width="400" height="150" rx="18" fill="#ffffff"/><rect x="520" y="330" width="400" height="70" rx="18" fill="#d9cbb5"/>
    <rect x="540" y="345" width="110" height="45" rx="14" fill="#fffaf0"/><rect x="790" y="345" width="110" height="45" rx="14" fill="#fffaf0"/>
    <rect x="520" y="440" width="400" height="90" fill="${p.accent}" opacity="0.8"/>
    <rect x="950" y="300" width="10" height="230" fill="#5b4636"/><path d="M925 300 H985 L970 250 H940Z" fill="#f3d9a0"/>`,
    p,
  );
}

/** The pool or garden: water, loungers and palms against the sky. */
function pool(p: Palette, seed: number): string {
  const palm = (x: number) =>
    `<path d="M${x} 560 Q ${x + 14} 420 ${x + 4} 300" stroke="#6b4a2b" stroke-width="14" fill="none"/>
    <path d="M${x + 4} 300 q -90 10 -130 70 M${x + 4} 300 q 90 10 130 70 M${x + 4} 300 q -60 -40 -120 -30 M${x + 4} 300 q 60 -40 120 -30" stroke="#2f6b3a" stroke-width="16" fill="none" stroke-linecap="round"/>`;
  return svg(
    `<rect width="1024" height="683" fill="url(#sky)"/><rect y="400" width="1024" height="283" fill="${p.ground}"/>
    <rect x="180" y="450" width="660" height="170" rx="30" fill="url(#water)"/>
    <path d="M220 520 q 40 -12 80 0 t 80 0 t 80 0 M420 580 q 40 -12 80 0 t 80 0" stroke="#ffffff" stroke-width="5" fill="none" opacity="0.6"/>
    <rect x="60" y="520" width="90" height="24" rx="8" fill="#ffffff"/><rect x="870" y="520" width="90" height="24" rx="8" fill="#ffffff"/>
    ${palm(90 + (seed % 3) * 20)}${palm(900)}`,
    p,
  );
}

const SCENES = [
  { draw: outside, caption: (title: string) => `${title} at sunset` },
  { draw: room, caption: () => 'A guest room with a view' },
  { draw: pool, caption: () => 'The pool and garden' },
] as const;

/** The three demo pictures of a hotel, as PNG files with their captions. */
export async function demoPictures(hotel: { title: string; location: string }, index: number): Promise<PhotoUpload[]> {
  const palette = paletteFor(hotel.location);
  return Promise.all(
    SCENES.map(async (scene, i) => ({
      name: `demo-${index}-${i}.png`,
      // Uncompressed: these bytes are decoded again at once.
      body: await sharp(Buffer.from(scene.draw(palette, index * 3 + i)))
        .png({ compressionLevel: 0 })
        .toBuffer(),
      caption: scene.caption(hotel.title),
    })),
  );
}

/**
 * Flat colours compress better as WebP than as AVIF (measured: 7.8 kB against 10.2 kB at 960 px),
 * so the seed stores WebP only, at a low effort that costs a few hundred bytes.
 */
const SEED_ENCODING: EncodeOptions = { webpEffort: 1 };

/** Gives every hotel its demo pictures, stored as an upload stores them; two hotels at a time. */
export async function seedDemoPhotos(
  db: Kysely<Database>,
  store: PhotoStore,
  hotels: ReadonlyArray<{ id: string; title: string; location: string }>,
): Promise<void> {
  const photos = createHotelPhotos(db, store, new WorkLimiter(2, hotels.length));
  const queue = [...hotels.entries()];
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const [index, hotel] = next;
      const prepared = await photos.prepare(await demoPictures(hotel, index), SEED_ENCODING);
      const outcome = await photos.save(hotel.id, prepared);
      if (outcome.kind !== 'saved') throw new Error(`Could not store the demo photos of ${hotel.title}: ${outcome.kind}`);
    }
  };
  await Promise.all([worker(), worker()]);
}
