import { fakeDist } from '../../../store/testing/fake-dist';

/**
 * A shell build whose server build renders `<main>` around the planned page's text (a page here
 * is a function answering text, or a promise of it), with one style element under the nonce.
 * `/account` is left to the browser; `/` is public's `./Home`; `/hotels/1` customer's `./HotelDetails`.
 * Its page data counts the renders this build has made (`renders`), so a test sees a page drawn anew.
 */
export function shellWithServerBuild(mark: string): Promise<string> {
  return fakeDist({
    'index.html': `<!doctype html><html><head><meta charset="utf-8"><title>shell ${mark}</title></head><body><noscript>needs JavaScript</noscript><div id="root"></div></body></html>`,
    [`main.${Buffer.from(mark).toString('hex').slice(0, 12).padEnd(12, '0')}.js`]: `console.log(${JSON.stringify(mark)})`,
    '.server/server.js': `
      exports.shared = { react: { copy: ${JSON.stringify(`react of shell ${mark}`)} } };
      const pages = { '/': { area: 'public', module: './Home' }, '/hotels/1': { area: 'customer', module: './HotelDetails' } };
      exports.planPage = (path) => (path === '/account' ? { render: 'browser' } : { render: 'server', ...(pages[path] ? { page: pages[path] } : {}) });
      exports.connectApi = () => {};
      let renders = 0;
      exports.renderPage = async ({ url, nonce, page }) => ({
        html: '<main>' + (page ? await page.default() : 'not found: ' + url) + '</main>',
        styles: '<style nonce="' + nonce + '">main{}</style>',
        data: { mutations: [], queries: [], renders: ++renders },
      });`,
  });
}

/** An area build whose server build has `./Home` and `./HotelDetails` saying which build drew them, on which shell's React. */
export function areaWithServerBuild(mark: string, server: 'ok' | 'throws-on-load' | 'hangs' | 'missing' = 'ok'): Promise<string> {
  const files: Record<string, string> = {
    'remoteEntry.js': `/* entry ${mark} */`,
    'mf-manifest.json': `{"name":"remote","mark":"${mark}"}`,
    'mf-stats.json': '{}',
  };
  if (server === 'throws-on-load') files['.server/server.js'] = `throw new Error('broken server build ${mark}');`;
  if (server === 'ok' || server === 'hangs') {
    const page =
      server === 'hangs'
        ? '() => new Promise((resolve) => setTimeout(resolve, 60_000).unref())'
        : `() => ${JSON.stringify(`page of ${mark}`)} + ' with ' + require('react').copy`;
    files['.server/server.js'] =
      `const page = ${page}; exports.pages = { './Home': { default: page }, './HotelDetails': { default: page } };`;
  }
  return fakeDist(files);
}
