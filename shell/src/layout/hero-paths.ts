/**
 * Pages that open on a full-bleed hero: the top bar floats over it, transparent, and the page
 * starts at the very top. Routes match case-insensitively and with a trailing slash, so this does too.
 */
const HERO_PATHS = new Set(['/', '/homeuser']);

export function hasHero(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return HERO_PATHS.has(path.toLowerCase());
}
