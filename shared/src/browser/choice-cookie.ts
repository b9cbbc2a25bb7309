// A choice a browser remembers for the visitor (the language, the currency, the translator's test
// mode): a cookie the page reads and writes itself, for the whole site, saying nothing of who the
// visitor is.

/** A year: a choice outlives a session; browsers cap any cookie at 400 days. */
export const CHOICE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** The value of cookie `name` among `cookies` (`document.cookie`), if set. */
export function readChoiceCookie(name: string, cookies = typeof document === 'undefined' ? '' : document.cookie): string | undefined {
  return cookies
    .split('; ')
    .find((pair) => pair.startsWith(`${name}=`))
    ?.slice(name.length + 1);
}

/** Remembers `value` as cookie `name` for a year, for every page of the site (Secure over HTTPS). */
export function writeChoiceCookie(name: string, value: string): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${value}; Path=/; Max-Age=${CHOICE_COOKIE_MAX_AGE_S}; SameSite=Lax${secure}`;
}
