import { matchPath } from 'react-router-dom';
import { pageRoutes, redirectRoutes, serverRenderedGuards, type PageRoute } from './route-table';

const redirectPaths = new Set(redirectRoutes.map((route) => route.path.toLowerCase()));

/** The page route that shows `pathname`, matched as the router matches it; undefined for a redirect or an unknown path. */
export function pageRouteAt(pathname: string): PageRoute | undefined {
  return pageRoutes.find((route) => matchPath({ path: route.path, caseSensitive: false, end: true }, pathname) !== null);
}

/**
 * Whether the server renders the page at `pathname`: pages anyone may see (and the not-found page)
 * do; a signed-in page, and a path kept for old links, stay with the browser, which holds the
 * session (docs/product.md §3).
 */
export function isServerRendered(pathname: string, route = pageRouteAt(pathname)): boolean {
  if (route) return serverRenderedGuards.includes(route.guard);
  return !redirectPaths.has(pathname.toLowerCase());
}
