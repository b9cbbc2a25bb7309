import { useCallback, useEffect, useLayoutEffect, useSyncExternalStore, type ReactNode } from 'react';
import { RouterProvider } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import {
  GlobalStyle,
  I18nProvider,
  languageOfPath,
  NoticeProvider,
  QueryClientProvider,
  sessionStore,
  theme,
  type I18n,
  type QueryClient,
} from '@ceylon/shared';
import { ScriptFonts } from './script-fonts';
import { adoptTypedValues } from './typed-before-start';
import type { RouterHolder } from './site-router';
import { LanguageSwitching } from '../i18n/language-switch';
import { switchLanguage } from '../i18n/switch-language';

/**
 * The site in the browser, on the router and the cache its start-up made (bootstrap.tsx: the one
 * place the browser's router is built, from buildSiteRoutes; the server builds its own static one
 * from the same routes in server.tsx).
 */
export function App({ routers, queryClient, i18n }: { routers: RouterHolder; queryClient: QueryClient; i18n: I18n }) {
  // The same router when hydrating a page the server drew: its third argument is what hydration reads.
  const currentRouter = () => routers.current;
  const router = useSyncExternalStore(routers.subscribe, currentRouter, currentRouter);

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

  // What the API told one person is never shown to the next on this tab: the cache is emptied when
  // the signed-in person leaves (a logout, an expired session) or another signs in in their place.
  useEffect(() => {
    let signedIn = sessionStore.getState().user?.id;
    return sessionStore.subscribe(() => {
      const now = sessionStore.getState().user?.id;
      if (signedIn !== undefined && now !== signedIn) queryClient.removeQueries();
      signedIn = now;
    });
  }, [queryClient]);

  // The language switch puts the page in another language where it stands (switch-language.ts). A
  // step back or forward to a page in another language loads that page: this router's paths are
  // all in the language it was made for.
  const switchTo = useCallback(
    (language: Parameters<typeof switchLanguage>[1]) => void switchLanguage(routers, language, i18n),
    [routers, i18n],
  );
  useEffect(() => {
    const onPopState = () => {
      if (languageOfPath(location.pathname).language !== i18n.locale) location.reload();
    };
    addEventListener('popstate', onPopState);
    return () => removeEventListener('popstate', onPopState);
  }, [i18n]);

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
      <LanguageSwitching.Provider value={switchTo}>
        {/* Made again for another router: it keeps the state of the router it was first given. */}
        <RouterProvider key={router.basename ?? '/'} router={router} />
      </LanguageSwitching.Provider>
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
          <ScriptFonts />
          <NoticeProvider>{children}</NoticeProvider>
        </ThemeProvider>
      </QueryClientProvider>
    </I18nProvider>
  );
}
