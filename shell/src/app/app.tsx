import { useEffect, useState } from 'react';
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

  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <NoticeProvider>
        <RouterProvider router={router} />
      </NoticeProvider>
    </ThemeProvider>
  );
}
