// The one form of a login e-mail, used by the account lookup and by every throttle key alike:
// if they differed, "guest@ceylon.test\u00a0" would find the account yet count in a budget of its own.

/** Leading/trailing white space of any kind (\s covers NBSP, U+3000, U+FEFF) and zero-width characters. */
const EDGE_SPACE = /^[\s\u200b-\u200d\u2060]+|[\s\u200b-\u200d\u2060]+$/gu;

/** NFKC (full-width letters become ASCII), trimmed of any Unicode white space, lower-cased. */
export function normaliseLoginEmail(email: string): string {
  return email.normalize('NFKC').replace(EDGE_SPACE, '').toLowerCase();
}
