// Measurement 5: browser defences on the site's kinds of response, source maps, framework errors.
import { jsonOf, type Answer, type HttpClient } from './http-client';
import { clip, table, title } from './report';

const HEADERS = [
  'content-security-policy',
  'x-content-type-options',
  'x-frame-options',
  'referrer-policy',
  'permissions-policy',
  'strict-transport-security',
  'cross-origin-opener-policy',
];

/** The first same-site `<script src>` of the page, as a path (minified HTML leaves the value unquoted). */
export function firstScript(html: string, base: URL): string | undefined {
  for (const match of html.matchAll(/<script\b[^>]*\bsrc\s*=\s*(?:"([^"]+)"|'([^']+)'|([^\s>"']+))/gi)) {
    const url = new URL(match[1] ?? match[2] ?? match[3] ?? '', base);
    if (url.origin === base.origin) return url.pathname;
  }
  return undefined;
}

function headerValue(answer: Answer, name: string): string {
  const value = answer.headers[name];
  if (value === undefined) return '—';
  return clip(Array.isArray(value) ? value.join(', ') : value, 34);
}

export async function measureHeaders(client: HttpClient): Promise<void> {
  title('5. Security headers, source maps, framework errors');
  const home = await client.send({ path: '/' });
  const script = home.status === 200 ? firstScript(home.body, client.base) : undefined;
  const targets: [string, Answer | undefined][] = [
    ['/', home],
    [script ?? 'JS chunk', script ? await client.send({ path: script }) : undefined],
    ['/remotes.json', await client.send({ path: '/remotes.json' })],
    ['/api/hotels', await client.send({ path: '/api/hotels' })],
  ];
  const columns = targets.map(([name, answer]) => `${clip(name, 28)} (${answer ? answer.status || 'no answer' : 'no <script src> in /'})`);
  table(
    ['header', ...columns],
    HEADERS.map((header) => [header, ...targets.map(([, answer]) => (answer ? headerValue(answer, header) : 'n/a'))]),
  );
  // The table clips; the policy itself is what a reviewer needs to read.
  const policies = new Set(
    targets.map(([, answer]) => answer?.headers['content-security-policy']).filter((value) => typeof value === 'string'),
  );
  for (const policy of policies) {
    const on = targets.filter(([, answer]) => answer?.headers['content-security-policy'] === policy).map(([name]) => name);
    console.log(`  CSP of ${on.join(', ')}: ${policy}`);
  }

  if (script) {
    const map = await client.send({ path: `${script}.map` });
    const served = map.status === 200;
    console.log(
      `  ${script}.map: ${map.status} — ${served ? `served (${map.body.includes('sourcesContent') ? 'with' : 'without'} sourcesContent) ✘` : 'not served ✔'} (goal: not served)`,
    );
    const chunk = targets[1]?.[1];
    if (chunk?.body.includes('sourceMappingURL')) console.log('  the chunk still names its source map (sourceMappingURL)');
  } else {
    console.log('  source maps: n/a (no same-site <script src> in the HTML of /; is this the web server?)');
  }

  for (const path of ['/%ZZ', '/api/%ZZ']) {
    const answer = await client.send({ path });
    const body = jsonOf(answer) as Record<string, unknown> | undefined;
    const ours = typeof body?.message === 'string' && !answer.body.includes('FST_') && body.code === undefined;
    console.log(`  ${path}: ${answer.status} ${clip(answer.body, 90)} ${ours ? '✔' : '✘'} (goal: our own { message }, no FST_ code)`);
  }
}
