// A hotel's image is fetched by every visitor's browser, so it may only come from this site or
// from an origin the operator allowed (IMAGE_ORIGINS): never a tracker or an internal address.

/**
 * IMAGE_ORIGINS as a list of origins, e.g. `https://images.example.com, https://cdn.example.org/`
 * → `['https://images.example.com', 'https://cdn.example.org']`. An entry that is not a bare
 * origin is kept as written, so that the configuration check refuses it by name.
 */
export function parseOriginList(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      try {
        const url = new URL(entry);
        const bare = url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password && !entry.includes('@');
        return bare ? url.origin : entry;
      } catch {
        return entry;
      }
    });
}

/** A path on this site: one leading slash, no `//` anywhere (a protocol-relative URL), no backslash. */
const SITE_PATH = /^(?!.*\/\/)\/[^\s\\]*$/;

/** Why `imageUrl` may not be used, as the end of a sentence after the field name; undefined when it may. */
export function imageUrlProblem(imageUrl: string, allowedOrigins: readonly string[]): string | undefined {
  const refusal =
    allowedOrigins.length === 0
      ? 'must be a path on this site starting with / (images from other sites are not allowed)'
      : `must be a path on this site starting with / or an https URL from ${allowedOrigins.join(', ')}`;
  if (imageUrl.startsWith('/')) return SITE_PATH.test(imageUrl) ? undefined : refusal;
  if (imageUrl.includes('\\') || /\s/.test(imageUrl)) return refusal;
  let url: URL;
  try {
    url = new URL(imageUrl);
  } catch {
    return refusal;
  }
  // `https://127.0.0.1:8181@evil.example/x.png` is evil.example to a browser: userinfo is refused outright.
  if (!/^https:\/\//i.test(imageUrl) || url.protocol !== 'https:') return refusal;
  const authority = imageUrl.slice('https://'.length).split(/[/?#]/)[0] ?? '';
  if (authority.includes('@') || url.username || url.password) return refusal;
  return allowedOrigins.includes(url.origin) ? undefined : refusal;
}
