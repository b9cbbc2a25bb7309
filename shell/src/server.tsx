/**
 * The shell's server build (shared/build/server-webpack.ts; docs/decisions/0020): the web server
 * loads it per shell version and renders the pages anyone may see with it, each area's page taken
 * from that area's own server build. It hands those builds the one copy of each shared module they
 * take from the shell, as the browser's federation share scope does.
 */
import * as react from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import * as reactDom from 'react-dom';
import { renderToPipeableStream } from 'react-dom/server';
import * as reactRouterDom from 'react-router-dom';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import * as styledComponents from 'styled-components';
import { ServerStyleSheet } from 'styled-components';
import { Writable } from 'node:stream';
import * as ceylonShared from '@ceylon/shared';
import {
  basenameOf,
  createQueryClient,
  createTranslator,
  languageOfPath,
  LANGUAGES,
  dehydrate,
  type AppTexts,
  type DehydratedState,
  type Language,
  type PagePrefetch,
  type QueryClient,
} from '@ceylon/shared';
import { AppFrame } from './app/app';
import { ServerPages } from './federation/area-page';
import { isServerRendered, pageRouteAt } from './routes/page-route-at';
import type { PageRoute } from './routes/route-table';
import { buildSiteRoutes } from './routes/site-routes';
import { loadShellCatalog } from './i18n/shell-text';

export { connectApi, type ApiAnswer, type ApiRequest, type SendToApi } from '@ceylon/shared';

/** The modules areas share with the shell (shared/build/federation.ts's singletons), by share key. */
export const shared: Record<string, unknown> = {
  react,
  'react/jsx-runtime': jsxRuntime,
  'react-dom': reactDom,
  'react-router-dom': reactRouterDom,
  'styled-components': styledComponents,
  '@ceylon/shared': ceylonShared,
};

/** What the server needs to render `pathname`: nothing (the browser renders it), no area (the not-found page) or one area's page. */
export type PagePlan = { render: 'browser' } | { render: 'server'; page?: { area: PageRoute['area']; module: string } };

/** `pathname` may be in a language (`/si/about`): the plan is the page's, whatever its language. */
export function planPage(pathname: string): PagePlan {
  const { path } = languageOfPath(pathname);
  const route = pageRouteAt(path);
  if (!isServerRendered(path, route)) return { render: 'browser' };
  return { render: 'server', ...(route ? { page: { area: route.area, module: route.module } } : {}) };
}

export interface RenderInput {
  /** The page's URL on this site (path and query), e.g. `/hotels/42?checkIn=…`; its language is its path's (`/si/hotels/42`). */
  url: string;
  /** This response's CSP nonce, on the style elements. */
  nonce: string;
  /** The planned page's module, from its area's server build: its component, what it reads first, and its area's texts. */
  page?: { default: react.ComponentType; prefetch?: PagePrefetch; texts?: AppTexts };
  /** How long the page's reads may take; past it the page renders without what has not arrived (the browser reads it). */
  dataDeadlineMs: number;
}

export interface RenderedPage {
  /** What goes inside `<div id="root">`. */
  html: string;
  /** styled-components' `<style>` elements for what was rendered, under the nonce. */
  styles: string;
  /** What the page read from the API, for the browser's cache (TanStack Query's dehydrated state). */
  data: DehydratedState;
}

const routes = buildSiteRoutes();
// One per language: the same routes under each language's path, as the browser's router has them (app/site-router.ts).
const handlers = Object.fromEntries(
  LANGUAGES.map((language) => [language, createStaticHandler(routes, { basename: basenameOf(language) })]),
) as Record<Language, ReturnType<typeof createStaticHandler>>;

/**
 * The page as a signed-out visitor sees it before any data arrives, rendered by React's streaming
 * renderer and collected whole (a crawler needs all of it; nothing on these pages suspends).
 */
export async function renderPage(input: RenderInput): Promise<RenderedPage> {
  const url = new URL(input.url, 'http://ceylon.invalid');
  const { language } = languageOfPath(url.pathname);
  const handler = handlers[language];
  const context = await handler.query(new Request(url));
  if (context instanceof Response) throw new Error(`The route answered ${context.status} instead of a page`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const queryClient = createQueryClient();
  // This request's own translator: one shared between renders would carry one visitor's language into another's page.
  const i18n = createTranslator(language, await Promise.all([loadShellCatalog(language), input.page?.texts?.(language) ?? {}]));
  await readFirst(queryClient, input, { params: context.matches.at(-1)?.params ?? {}, search: url.searchParams });
  const page = () => input.page?.default;
  const sheet = new ServerStyleSheet();
  try {
    const html = await renderToString(
      sheet.collectStyles(
        <ServerPages.Provider value={page}>
          <AppFrame queryClient={queryClient} i18n={i18n}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </AppFrame>
        </ServerPages.Provider>,
      ),
    );
    return { html, styles: withNonce(sheet.getStyleTags(), input.nonce), data: dehydrate(queryClient) };
  } finally {
    sheet.seal();
  }
}

/** The page's reads, for at most `dataDeadlineMs`: what has not arrived by then the browser reads itself. */
async function readFirst(client: QueryClient, input: RenderInput, page: Parameters<PagePrefetch>[1]) {
  const prefetch = input.page?.prefetch;
  if (!prefetch) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, input.dataDeadlineMs);
  });
  try {
    await Promise.race([prefetch(client, page), late]);
  } finally {
    clearTimeout(timer);
  }
  // A read that failed is left to the browser too: the page renders it as still loading, as the
  // browser's first render will, which then reads it again itself.
  client.removeQueries({ predicate: (query) => query.state.status === 'error' });
}

/** The response's nonce on every style element (styled-components keeps the first nonce it saw for good). */
function withNonce(styleTags: string, nonce: string): string {
  return styleTags.replace(/<style\b[^>]*>/g, (tag) => tag.replace(/\snonce="[^"]*"/, '').replace('<style', `<style nonce="${nonce}"`));
}

function renderToString(element: react.ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString('utf8'));
        done();
      },
    });
    const stream = renderToPipeableStream(element, {
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      // An error inside the page would leave it to the browser: the whole page goes to the browser instead.
      onError: (error) => reject(error instanceof Error ? error : new Error(String(error))),
    });
  });
}
