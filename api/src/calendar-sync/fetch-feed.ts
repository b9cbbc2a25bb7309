// Downloads an external calendar from an address an owner typed, which may point anywhere: only
// http and https; every connection's address is checked after DNS resolution by
// request-filtering-agent (private, loopback, link-local — the cloud metadata address — and
// unspecified ones refused, unless listed in CALENDAR_FEED_ALLOWED_ADDRESSES), on the first request
// and on each of at most 3 redirects, which are followed here; the body stops at maxBytes and the
// whole fetch at timeoutMs. Errors are FeedRefused with a reason that never quotes the address.
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { RequestFilteringHttpAgent, RequestFilteringHttpsAgent } from 'request-filtering-agent';
import { feedAddress } from './feed-address';
import { FeedRefused } from './feed-refused';

export const MAX_REDIRECTS = 3;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

export interface FeedFetchOptions {
  maxBytes: number;
  timeoutMs: number;
  /** IP addresses or CIDR ranges fetched from even though they are private (tests, a feed on the local network). */
  allowedAddresses: readonly string[];
}

export interface FeedFetcher {
  /** The calendar's text; FeedRefused with the reason when it cannot be had. */
  fetch(url: string): Promise<string>;
  close(): void;
}

const MIB = 1024 * 1024;
const size = (bytes: number) => (bytes >= MIB ? `${Math.round((bytes / MIB) * 10) / 10} MB` : `${Math.round(bytes / 1024)} KB`);

/** The owner's words for a failed connection; the code alone for anything unexpected. */
function reasonOf(error: unknown, timeoutMs: number, timedOut: boolean): FeedRefused {
  if (error instanceof FeedRefused) return error;
  const { name, message, code } = error as { name?: string; message?: string; code?: string };
  // Aborted while the body arrives, the response reports a reset connection: the clock tells.
  if (timedOut) {
    return new FeedRefused(`The calendar server did not send the calendar within ${Math.round(timeoutMs / 100) / 10} seconds`);
  }
  // request-filtering-agent's refusal, after DNS resolution or for an address written as an IP.
  if (message?.startsWith('DNS lookup') && message.includes('is not allowed')) {
    return new FeedRefused('The calendar address leads to a private, local or metadata network address, which is not allowed');
  }
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return new FeedRefused("The calendar server's name was not found");
  if (code === 'ECONNREFUSED') return new FeedRefused('The calendar server refused the connection');
  if (code === 'ECONNRESET' || code === 'EPIPE') return new FeedRefused('The calendar server closed the connection');
  if (code && /CERT|TLS|SSL/.test(code)) return new FeedRefused("The calendar server's HTTPS certificate is not valid");
  return new FeedRefused(`The calendar could not be fetched (${code ?? name ?? 'error'})`);
}

export function createFeedFetcher(options: FeedFetchOptions): FeedFetcher {
  const filter = { allowIPAddressList: [...options.allowedAddresses] };
  const agents = { http: new RequestFilteringHttpAgent(filter), https: new RequestFilteringHttpsAgent(filter) };

  function get(url: URL, signal: AbortSignal): Promise<IncomingMessage> {
    return new Promise((resolve, reject) => {
      const secure = url.protocol === 'https:';
      const request = (secure ? https : http).get(url, {
        agent: secure ? agents.https : agents.http,
        signal,
        headers: { accept: 'text/calendar, text/plain;q=0.9, */*;q=0.5', 'user-agent': 'CeylonStays-CalendarSync/1' },
      });
      request.once('response', resolve);
      request.once('error', reject);
    });
  }

  async function body(response: IncomingMessage): Promise<string> {
    const tooLarge = () => new FeedRefused(`The calendar is larger than ${size(options.maxBytes)}`);
    if (Number(response.headers['content-length'] ?? 0) > options.maxBytes) {
      response.destroy();
      throw tooLarge();
    }
    const chunks: Buffer[] = [];
    let received = 0;
    for await (const chunk of response as AsyncIterable<Buffer>) {
      received += chunk.length;
      if (received > options.maxBytes) {
        response.destroy();
        throw tooLarge();
      }
      chunks.push(chunk);
    }
    return Buffer.concat(chunks).toString('utf8');
  }

  return {
    async fetch(text) {
      const signal = AbortSignal.timeout(options.timeoutMs);
      try {
        let url = feedAddress(text);
        for (let hop = 0; ; hop += 1) {
          const response = await get(url, signal);
          const location = response.headers.location;
          if (REDIRECTS.has(response.statusCode ?? 0) && location) {
            response.destroy();
            if (hop === MAX_REDIRECTS) throw new FeedRefused(`The calendar address redirects more than ${MAX_REDIRECTS} times`);
            url = feedAddress(new URL(location, url).href);
            continue;
          }
          if ((response.statusCode ?? 0) < 200 || (response.statusCode ?? 0) > 299) {
            response.destroy();
            throw new FeedRefused(`The calendar server answered ${response.statusCode ?? 'nothing'} instead of the calendar`);
          }
          return await body(response);
        }
      } catch (error) {
        throw reasonOf(error, options.timeoutMs, signal.aborted);
      }
    },
    close() {
      agents.http.destroy();
      agents.https.destroy();
    },
  };
}
