// A feed's address: checked when an owner gives it and on every redirect, and shown masked, since
// the whole address is a secret (anyone who has it can read the other site's calendar).
import { FeedRefused } from './feed-refused';

/** The address as a URL if a feed may have it: http or https, no user name or password in it. */
export function feedAddress(text: string): URL {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    throw new FeedRefused('The calendar address is not a web address (it should start with https://)');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new FeedRefused('The calendar address must start with http:// or https://');
  if (url.username || url.password) throw new FeedRefused('The calendar address must not contain a user name or password');
  return url;
}

/** `https://www.airbnb.com/…`: enough to tell feeds apart, without the part that is the secret. */
export function maskedAddress(text: string): string {
  try {
    const url = new URL(text);
    return `${url.protocol}//${url.host}/…`;
  } catch {
    return '…';
  }
}
