import { createContext, useContext, useEffect, useState, type ComponentType } from 'react';
import { useLingui, usePageTitle, type I18n } from '@ceylon/shared';
import type { PageRoute } from '../routes/route-table';
import { useRouteTitle } from '../i18n/shell-text';
import { usePageShown } from '../telemetry/page-shown';
import { AreaBoundary } from './area-boundary';
import { loadAreaPage } from './area-registry';
import { loadAreaTexts, rememberAreaTexts } from './area-texts';
import { PageLoading } from './page-loading';

/** One page of an area: loaded on first visit, inside its own error boundary. */
export function AreaPage({ route }: { route: PageRoute }) {
  usePageTitle(useRouteTitle(route));
  const [attempt, setAttempt] = useState(0);
  return (
    <AreaBoundary key={attempt} area={route.area} onRetry={() => setAttempt((count) => count + 1)}>
      <LoadedPage route={route} />
    </AreaBoundary>
  );
}

type PageKey = `${string} ${string}`;
const pageKey = (route: PageRoute): PageKey => `${route.area} ${route.module}`;

// Pages already here render at once on a later visit; a load in flight is shared. A failed load
// is forgotten, so Retry really loads again.
const loadedPages = new Map<PageKey, ComponentType>();
const pagesInFlight = new Map<PageKey, Promise<ComponentType>>();

/**
 * A server render's pages, already loaded from the areas' server builds (shell/src/server.tsx);
 * in the browser there is none and pages load through federation.
 */
export const ServerPages = createContext<((route: PageRoute) => ComponentType | undefined) | null>(null);

/**
 * Loads the page before the first render, so hydrating a server-rendered page finds it there (its
 * area's texts are then loaded with the translator: bootstrap.tsx).
 */
export function preloadPage(route: PageRoute): Promise<ComponentType> {
  return loadPage(route);
}

/** The page's module, and with a translator its area's texts in the translator's language, before it counts as loaded. */
function loadPage(route: PageRoute, i18n?: I18n): Promise<ComponentType> {
  const key = pageKey(route);
  let load = pagesInFlight.get(key);
  if (!load) {
    load = loadAreaPage(route.area, route.module).then(
      async (module) => {
        rememberAreaTexts(route.area, module.texts);
        if (i18n) await loadAreaTexts(route.area, i18n);
        loadedPages.set(key, module.default);
        pagesInFlight.delete(key);
        return module.default;
      },
      (error: unknown) => {
        pagesInFlight.delete(key);
        throw error;
      },
    );
    pagesInFlight.set(key, load);
  }
  return load;
}

/**
 * The page itself, or the spinner while it loads. Not React.lazy in Suspense: React holds a
 * Suspense boundary's content back for 300 ms after its fallback showed (its reveal throttle), so
 * every first visit drew the page ≈300 ms after it had arrived. A plain state update shows it at
 * once. A failure is thrown from render, for the area's error boundary.
 */
function LoadedPage({ route }: { route: PageRoute }) {
  const key = pageKey(route);
  const { i18n } = useLingui();
  const Page = useContext(ServerPages)?.(route) ?? loadedPages.get(key);
  const [failure, setFailure] = useState<{ key: PageKey; error: unknown } | null>(null);
  const [, setArrived] = useState<PageKey | null>(null);

  useEffect(() => {
    if (Page) return;
    let current = true;
    loadPage(route, i18n).then(
      () => current && setArrived(key),
      (error: unknown) => current && setFailure({ key, error }),
    );
    return () => {
      current = false;
    };
  }, [Page, key, route, i18n]);

  if (Page) return <ShownPage Page={Page} />;
  if (failure?.key === key) throw failure.error;
  return <PageLoading />;
}

function ShownPage({ Page }: { Page: ComponentType }) {
  usePageShown();
  return <Page />;
}
