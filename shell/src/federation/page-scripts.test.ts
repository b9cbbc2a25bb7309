import type { Guard } from '../routes/route-table';
import { fetchPageScripts } from './page-scripts';

function pageWith(listed: unknown): Document {
  const page = document.implementation.createHTMLDocument('shell');
  if (listed !== undefined) {
    const block = page.createElement('script');
    block.type = 'application/json';
    block.id = 'ceylon-page-scripts';
    block.textContent = typeof listed === 'string' ? listed : JSON.stringify(listed);
    page.head.append(block);
  }
  return page;
}

const preloadsIn = (page: Document) =>
  [...page.head.querySelectorAll('link')].map((link) => ({
    rel: link.rel,
    as: link.getAttribute('as'),
    priority: link.getAttribute('fetchpriority'),
    href: link.getAttribute('href'),
  }));

const anyone = () => true;

test('each script the server listed is preloaded, at low priority, in its order', () => {
  const page = pageWith({
    guard: 'public',
    scripts: ['/releases/public/v1/remoteEntry.js', 'https://areas.example.com/releases/public/v1/home.0123456789ab.js'],
  });
  expect(fetchPageScripts(anyone, page)).toHaveLength(2);
  expect(preloadsIn(page)).toEqual([
    { rel: 'preload', as: 'script', priority: 'low', href: '/releases/public/v1/remoteEntry.js' },
    { rel: 'preload', as: 'script', priority: 'low', href: 'https://areas.example.com/releases/public/v1/home.0123456789ab.js' },
  ]);
});

test("a guarded page's scripts are fetched only when its guard lets this browser see it", () => {
  const asked: Guard[] = [];
  const listed = { guard: 'signed-in', scripts: ['/releases/customer/v1/remoteEntry.js'] };
  const visitor = pageWith(listed);
  expect(fetchPageScripts((guard) => (asked.push(guard), false), visitor)).toEqual([]);
  expect(preloadsIn(visitor)).toEqual([]);
  const guest = pageWith(listed);
  expect(fetchPageScripts((guard) => (asked.push(guard), true), guest)).toEqual(['/releases/customer/v1/remoteEntry.js']);
  expect(asked).toEqual(['signed-in', 'signed-in']);
});

test('nothing listed, a list that is not JSON, not what the server writes or with an unknown guard: nothing is fetched', () => {
  for (const listed of [
    undefined,
    '{not json',
    '["/releases/public/v1/remoteEntry.js"]',
    { scripts: ['/a.js'] },
    { guard: 'root', scripts: ['/a.js'] },
  ]) {
    const page = pageWith(listed);
    expect(fetchPageScripts(anyone, page)).toEqual([]);
    expect(preloadsIn(page)).toEqual([]);
  }
});

test('only URLs of scripts on this site or over http(s): anything else in the list is left out', () => {
  const page = pageWith({
    guard: 'public',
    scripts: [
      42,
      'javascript:alert(1)//.js',
      '//evil.example.com/x.js',
      '/releases/public/v1/styles.css',
      'data:text/javascript,1;.js',
      '/ok.js',
    ],
  });
  expect(fetchPageScripts(anyone, page)).toEqual(['/ok.js']);
  expect(preloadsIn(page).map((link) => link.href)).toEqual(['/ok.js']);
});
