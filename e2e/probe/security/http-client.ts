// The probe's only way onto the network: loopback targets, a chosen source address per request
// (the server throttles per address), a deadline on every request, and answers as values, so a
// measurement loop never stops on a reset connection or a hung server.
import http from 'node:http';

export interface Answer {
  /** 0 when no HTTP answer came (refused, reset, timed out); `error` then says why. */
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  ms: number;
  error?: string;
}

export interface Call {
  method?: string;
  /** Sent as is, so `/%ZZ` reaches the server unencoded. */
  path: string;
  /** JSON-encoded and sent as application/json, unless `payload` is given. */
  json?: unknown;
  /** A raw body, for invalid JSON and odd content types. */
  payload?: string;
  contentType?: string;
  token?: string;
  headers?: Record<string, string>;
  /** Source address, e.g. 127.0.0.7 (any of 127.0.0.0/8 reaches a loopback server on Linux). */
  from?: string;
  timeoutMs?: number;
}

const KEPT_BODY_BYTES = 16 * 1024 * 1024;
const LOOPBACK = /^127\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

/** `http://localhost:8080` → `http://127.0.0.1:8080`; anything off 127.0.0.0/8 is refused. */
export function loopbackUrl(text: string): URL {
  const url = new URL(text);
  if (url.hostname === 'localhost') url.hostname = '127.0.0.1';
  if (!LOOPBACK.test(url.hostname)) throw new Error(`${text}: the probe only sends traffic to 127.0.0.0/8`);
  return url;
}

/** 127.0.0.2 … 127.0.0.254: 253 client addresses on one machine. */
export const SOURCE_ADDRESSES: readonly string[] = Array.from({ length: 253 }, (_, i) => `127.0.0.${i + 2}`);

/** A function returning the next address of `addresses`, round-robin. */
export function rotation(addresses: readonly string[] = SOURCE_ADDRESSES): () => string {
  let next = 0;
  return () => addresses[next++ % addresses.length] ?? '127.0.0.1';
}

export interface HttpClient {
  base: URL;
  send(call: Call): Promise<Answer>;
  close(): void;
}

export function createHttpClient(base: URL): HttpClient {
  // Sockets are pooled per source address (the agent's pool key includes localAddress).
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64, maxFreeSockets: 512 });
  const prefix = base.pathname.replace(/\/$/, '');

  function send(call: Call): Promise<Answer> {
    const started = performance.now();
    const payload = call.payload ?? (call.json === undefined ? undefined : JSON.stringify(call.json));
    const headers: Record<string, string> = { ...call.headers };
    if (payload !== undefined) {
      headers['content-type'] = call.contentType ?? 'application/json';
      headers['content-length'] = String(Buffer.byteLength(payload));
    }
    if (call.token) headers.authorization = `Bearer ${call.token}`;

    return new Promise((resolve) => {
      let settled = false;
      const finish = (answer: Omit<Answer, 'ms'>) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        resolve({ ...answer, ms: performance.now() - started });
      };
      const request = http.request(
        {
          agent,
          host: base.hostname,
          port: base.port || 80,
          method: call.method ?? 'GET',
          path: prefix + call.path,
          headers,
          localAddress: call.from,
        },
        (response) => {
          const chunks: Buffer[] = [];
          let kept = 0;
          response.on('data', (chunk: Buffer) => {
            if (kept < KEPT_BODY_BYTES) chunks.push(chunk);
            kept += chunk.length;
          });
          response.on('end', () =>
            finish({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString('utf8') }),
          );
          response.on('error', (error) => finish({ status: 0, headers: {}, body: '', error: error.message }));
        },
      );
      const timer = setTimeout(
        () => request.destroy(new Error(`no answer within ${call.timeoutMs ?? 15_000} ms`)),
        call.timeoutMs ?? 15_000,
      );
      request.on('error', (error) => finish({ status: 0, headers: {}, body: '', error: error.message }));
      request.end(payload);
    });
  }

  return { base, send, close: () => agent.destroy() };
}

/** The answer's JSON body, or undefined when it is not JSON. */
export function jsonOf(answer: Answer): unknown {
  try {
    return JSON.parse(answer.body) as unknown;
  } catch {
    return undefined;
  }
}

/** `message` of a JSON error body, or ''. */
export function messageOf(answer: Answer): string {
  const body = jsonOf(answer);
  return typeof body === 'object' && body !== null && typeof (body as { message?: unknown }).message === 'string'
    ? (body as { message: string }).message
    : '';
}

/** Seconds the server asked to wait (Retry-After, or "try again in N seconds" in the message). */
export function retryAfterSeconds(answer: Answer): number | undefined {
  const header = Number(answer.headers['retry-after']);
  if (Number.isFinite(header) && header >= 0) return header;
  const match = /(\d+(?:\.\d+)?)\s*(second|minute|s\b|m\b)/i.exec(messageOf(answer));
  if (!match) return undefined;
  return Number(match[1]) * (/^m/i.test(match[2] ?? '') ? 60 : 1);
}
