import { useEffect, useState, type ReactNode } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle, NoticeProvider, sessionStore, theme } from '@ceylon/shared';
import { buildSiteRoutes } from '../routes/site-routes';

type Router = ReturnType<typeof createBrowserRouter>;

export function App({ router: given }: { router?: Router }) {
  const [router] = useState(() => given ?? createBrowserRouter(buildSiteRoutes()));

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
    <AppFrame>
      <RouterProvider router={router} />
    </AppFrame>
  );
}

/** What wraps the router, in the browser and in a server render alike (shell/src/server.tsx). */
export function AppFrame({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <NoticeProvider>{children}</NoticeProvider>
    </ThemeProvider>
  );
}
