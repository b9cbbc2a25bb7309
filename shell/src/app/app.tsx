import { useEffect, useLayoutEffect, type ReactNode } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import {
  GlobalStyle,
  I18nProvider,
  NoticeProvider,
  QueryClientProvider,
  sessionStore,
  theme,
  type I18n,
  type QueryClient,
} from '@ceylon/shared';
import { adoptTypedValues } from './typed-before-start';

type Router = ReturnType<typeof createBrowserRouter>;

/**
 * The site in the browser, on the router and the cache its start-up made (bootstrap.tsx: the one
 * place the browser's router is built, from buildSiteRoutes; the server builds its own static one
 * from the same routes in server.tsx).
 */
export function App({ router, queryClient, i18n }: { router: Router; queryClient: QueryClient; i18n: I18n }) {
  // An expired or refused token ends the session anywhere on the site: back to /login,
  // remembering the page the user was on.
  useEffect(
    () =>
      sessionStore.onEnd((reason) => {
        if (reason !== 'expired') return;
        const { pathname, search } = router.state.location;
        void router.navigate('/login', { state: { from: `${pathname}${search}` } });
      }),
    [router],
  );

  // What was typed into a server-rendered page before React took it over is React's at once, before
  // any event of the visitor's can draw the form again.
  useLayoutEffect(() => {
    adoptTypedValues(document);
  }, []);

  // The page is React's from here on (drawn, or hydrated from the server's HTML): a form held by
  // the page's starter is sent again (deploy's page-starter.ts), and browser tests wait for it.
  useEffect(() => {
    document.documentElement.dataset.interactive = 'true';
  }, []);

  return (
    <AppFrame queryClient={queryClient} i18n={i18n}>
      <RouterProvider router={router} />
    </AppFrame>
  );
}

/**
 * What wraps the router, in the browser and in a server render alike (shell/src/server.tsx): the
 * API cache and the translator are the page's own (one per request on the server).
 */
export function AppFrame({ queryClient, i18n, children }: { queryClient: QueryClient; i18n: I18n; children: ReactNode }) {
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ThemeProvider theme={theme}>
          <GlobalStyle />
          <NoticeProvider>{children}</NoticeProvider>
        </ThemeProvider>
      </QueryClientProvider>
    </I18nProvider>
  );
}
