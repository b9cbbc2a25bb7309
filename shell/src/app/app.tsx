import { useEffect, useState, type ReactNode } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { createQueryClient, GlobalStyle, NoticeProvider, QueryClientProvider, sessionStore, theme, type QueryClient } from '@ceylon/shared';
import { buildSiteRoutes } from '../routes/site-routes';

type Router = ReturnType<typeof createBrowserRouter>;

export function App({ router: given, queryClient: givenClient }: { router?: Router; queryClient?: QueryClient }) {
  const [router] = useState(() => given ?? createBrowserRouter(buildSiteRoutes()));
  const [queryClient] = useState(() => givenClient ?? createQueryClient());

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

  // The page is React's from here on (drawn, or hydrated from the server's HTML): browser tests wait for it.
  useEffect(() => {
    document.documentElement.dataset.interactive = 'true';
  }, []);

  return (
    <AppFrame queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppFrame>
  );
}

/** What wraps the router, in the browser and in a server render alike (shell/src/server.tsx). */
export function AppFrame({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <NoticeProvider>{children}</NoticeProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
