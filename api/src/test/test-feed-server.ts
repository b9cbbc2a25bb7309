// A real HTTP server in this process serving calendars, for the API tests, the e2e run and the
// import bench: feeds whose text a test sets and changes, and the hostile ones — an endless
// (oversized) body, one that never finishes (slow), redirects to a loopback address the fetcher must
// refuse, a redirect chain, and a gate that answers only when the test opens it.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StayDates {
  checkIn: string;
  checkOut: string;
}

const compact = (date: string) => date.replaceAll('-', '');

/** A calendar as Airbnb and Booking.com write them: one all-day event per stay, end date exclusive. */
export function stayCalendar(stays: readonly StayDates[], name = 'test'): string {
  const events = stays.map(({ checkIn, checkOut }, index) =>
    [
      'BEGIN:VEVENT',
      `DTSTAMP:20260101T000000Z`,
      `DTSTART;VALUE=DATE:${compact(checkIn)}`,
      `DTEND;VALUE=DATE:${compact(checkOut)}`,
      `UID:${name}-${index}-${checkIn}@feeds.test`,
      'SUMMARY:Reserved',
      'END:VEVENT',
    ].join('\r\n'),
  );
  return ['BEGIN:VCALENDAR', 'VERSION:2.0', `PRODID:-//${name}//EN`, 'CALSCALE:GREGORIAN', ...events, 'END:VCALENDAR', ''].join('\r\n');
}

export interface TestFeedServer {
  /** `http://127.0.0.1:<port>` */
  readonly origin: string;
  /** Serves `text` at `/feeds/<name>.ics` (replacing what was there); returns its address. */
  set(name: string, text: string): string;
  /** Requests each path received. */
  hits(path: string): number;
  /** Lets the requests waiting at `/gate.ics` have `text`. */
  openGate(text: string): void;
  /** Resolves when a request is waiting at `/gate.ics`. */
  gateReached(): Promise<void>;
  close(): Promise<void>;
}

export async function startTestFeedServer(port = 0): Promise<TestFeedServer> {
  const feeds = new Map<string, string>();
  const hits = new Map<string, number>();
  let gate: { text?: string; waiting: http.ServerResponse[]; reached: (() => void)[] } = { waiting: [], reached: [] };
  let origin = '';

  const server = http.createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://feeds.test').pathname;
    hits.set(path, (hits.get(path) ?? 0) + 1);
    const feed = /^\/feeds\/([\w-]+)\.ics$/.exec(path)?.[1];
    if (feed !== undefined && feeds.has(feed)) {
      response.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8' }).end(feeds.get(feed));
      return;
    }
    if (path === '/oversized.ics') {
      // No length announced: the fetcher must count what arrives and stop.
      response.writeHead(200, { 'content-type': 'text/calendar' });
      const line = 'X-PADDING:' + 'x'.repeat(1000) + '\r\n';
      response.write('BEGIN:VCALENDAR\r\n');
      const more = () => {
        while (response.write(line)) if (response.destroyed) return;
      };
      response.on('drain', more);
      more();
      return;
    }
    if (path === '/slow.ics') {
      // Headers and a first line, then nothing: the fetcher's time limit must end it.
      response.writeHead(200, { 'content-type': 'text/calendar' }).write('BEGIN:VCALENDAR\r\n');
      return;
    }
    if (path === '/to-loopback.ics') {
      const { port: own } = server.address() as AddressInfo;
      response.writeHead(302, { location: `http://127.0.0.2:${own}/feeds/normal.ics` }).end();
      return;
    }
    const hop = /^\/hop\/(\d+)$/.exec(path)?.[1];
    if (hop !== undefined) {
      const left = Number(hop);
      response.writeHead(302, { location: left > 0 ? `/hop/${left - 1}` : '/feeds/normal.ics' }).end();
      return;
    }
    if (path === '/gate.ics') {
      if (gate.text !== undefined) response.writeHead(200).end(gate.text);
      else {
        gate.waiting.push(response);
        for (const reached of gate.reached.splice(0)) reached();
      }
      return;
    }
    response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
  });

  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    set(name, text) {
      feeds.set(name, text);
      return `${origin}/feeds/${name}.ics`;
    },
    hits: (path) => hits.get(path) ?? 0,
    openGate(text) {
      gate.text = text;
      for (const response of gate.waiting.splice(0)) response.writeHead(200).end(text);
    },
    gateReached() {
      if (gate.waiting.length > 0) return Promise.resolve();
      return new Promise((resolve) => gate.reached.push(resolve));
    },
    async close() {
      gate = { waiting: [], reached: [] };
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
