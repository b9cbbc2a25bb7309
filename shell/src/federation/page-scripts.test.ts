import { fetchPageScripts } from './page-scripts';

function pageWith(list: string | null): Document {
  const page = document.implementation.createHTMLDocument('shell');
  if (list !== null) {
    const block = page.createElement('script');
    block.type = 'application/json';
    block.id = 'ceylon-page-scripts';
    block.textContent = list;
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

test('each script the server listed is preloaded, in its order', () => {
  const page = pageWith(
    JSON.stringify(['/releases/public/v1/remoteEntry.js', 'https://areas.example.com/releases/public/v1/home.0123456789ab.js']),
  );
  expect(fetchPageScripts(page)).toHaveLength(2);
  expect(preloadsIn(page)).toEqual([
    { rel: 'preload', as: 'script', priority: 'low', href: '/releases/public/v1/remoteEntry.js' },
    { rel: 'preload', as: 'script', priority: 'low', href: 'https://areas.example.com/releases/public/v1/home.0123456789ab.js' },
  ]);
});

test('nothing listed, a list that is not JSON or not a list: nothing is fetched and nothing breaks', () => {
  for (const list of [null, '{not json', '{"a": 1}', '"/releases/public/v1/remoteEntry.js"']) {
    const page = pageWith(list);
    expect(fetchPageScripts(page)).toEqual([]);
    expect(preloadsIn(page)).toEqual([]);
  }
});

test('only URLs of scripts on this site or over http(s): anything else in the list is left out', () => {
  const page = pageWith(
    JSON.stringify([
      42,
      'javascript:alert(1)//.js',
      '//evil.example.com/x.js',
      '/releases/public/v1/styles.css',
      'data:text/javascript,1;.js',
      '/ok.js',
    ]),
  );
  expect(fetchPageScripts(page)).toEqual(['/ok.js']);
  expect(preloadsIn(page).map((link) => link.href)).toEqual(['/ok.js']);
});
