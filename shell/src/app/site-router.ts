import { createBrowserRouter } from 'react-router-dom';
import { basenameOf, type Language } from '@ceylon/shared';
import { buildSiteRoutes } from '../routes/site-routes';
import type { RouterLike } from '../telemetry/page-timeline';

export type SiteRouter = ReturnType<typeof createBrowserRouter>;

/**
 * The browser's router for pages in `language`: the site's one route table, under the language's
 * path (`/si/about` is `/about` to every route and link; English has no prefix). The server
 * renders with the same basename (server.tsx).
 */
export function createSiteRouter(language: Language): SiteRouter {
  return createBrowserRouter(buildSiteRoutes(), { basename: basenameOf(language) });
}

/**
 * The page's router, which the language switch replaces by the same routes under the other
 * language's path (a router's basename is fixed when it is made). Whatever follows the router
 * (the App, the vitals' page timeline) follows the holder, and so the router of the moment.
 */
export function routerHolder(initial: SiteRouter) {
  let current = initial;
  const listeners = new Set<() => void>();
  /** Called after each replacement (useSyncExternalStore's subscribe). */
  const subscribe = (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  return {
    get current(): SiteRouter {
      return current;
    },
    replace(next: SiteRouter) {
      const previous = current;
      current = next;
      for (const listener of listeners) listener();
      previous.dispose();
    },
    subscribe,
    /** The current router's state and changes, whichever router that is. */
    asRouter(): RouterLike {
      return {
        get state() {
          return current.state;
        },
        subscribe(listener) {
          let stop = current.subscribe(listener);
          const unsubscribe = subscribe(() => {
            stop();
            stop = current.subscribe(listener);
            listener(current.state);
          });
          return () => {
            stop();
            unsubscribe();
          };
        },
      };
    },
  };
}

export type RouterHolder = ReturnType<typeof routerHolder>;
