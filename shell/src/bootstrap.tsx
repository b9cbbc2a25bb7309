import { createRoot, hydrateRoot } from 'react-dom/client';
import { registerPlugins } from '@module-federation/enhanced/runtime';
import {
  createQueryClient,
  createTranslator,
  hydrate,
  languageOfPath,
  markTexts,
  restOfSharedEnglish,
  showsPseudoTexts,
  type Catalog,
  type Language,
} from '@ceylon/shared';
import { PAGE_DATA_ID } from '@ceylon/shared/contracts/remotes-manifest';
import { App } from './app/app';
import { preloadPage } from './federation/area-page';
import { registerAreas } from './federation/area-registry';
import { loadArrivedTexts } from './federation/area-texts';
import { loadPolicyPlugin } from './federation/load-policy-plugin';
import { fetchReleaseManifest } from './federation/release-manifest';
import { pageRouteAt } from './routes/page-route-at';
import type { PageRoute } from './routes/route-table';
import { createSiteRouter, routerHolder } from './app/site-router';
import { englishShellCatalog, loadShellCatalog } from './i18n/shell-text';
import { reportVitals } from './telemetry/report-vitals';

async function start() {
  registerPlugins([loadPolicyPlugin()]);
  registerAreas(await fetchReleaseManifest());
  // The page's language is in its path (`/si/…`, `/ta/…`; English has none): docs/languages.md.
  const { language, path } = languageOfPath(location.pathname);
  const routers = routerHolder(createSiteRouter(language));
  reportVitals(routers.asRouter());
  const root = document.getElementById('root')!;
  const queryClient = createQueryClient();
  // Every page but the home page brings the rest of @ceylon/shared's English with its texts
  // (decision 0038): fetched now, beside the page's scripts, rather than once they have arrived.
  const route = pageRouteAt(path);
  if (language === 'en' && route?.path !== '/') restOfSharedEnglish().catch(() => undefined);
  const [catalog, pageHere] = await Promise.all([shellCatalog(language), root.firstElementChild ? pageArrived(route) : false]);
  const i18n = createTranslator(catalog ? language : 'en', [catalog ?? englishShellCatalog]);
  // The test mode marking every translated text (docs/languages.md): the browser draws the page itself.
  const pseudo = showsPseudoTexts(document.cookie);
  if (pseudo) markTexts(i18n);
  // The page's area texts, as the server drew it with them; without them the browser draws the page itself.
  const arrived =
    !pseudo &&
    pageHere &&
    (await loadArrivedTexts(i18n, i18n.locale as Language).then(
      () => true,
      () => false,
    ));
  if (arrived) {
    // What the server read for this page: the first render finds it, as the server's did.
    const pageData = readDataBlock(PAGE_DATA_ID);
    if (pageData) hydrate(queryClient, pageData);
    hydrateRoot(root, <App routers={routers} queryClient={queryClient} i18n={i18n} />, {
      // The server's HTML and the browser's first render differ: React draws the page again itself.
      // Never expected (a browser test fails on it), so said loudly.
      onRecoverableError: (error, info) =>
        console.error('Hydration error: the server-rendered page was drawn again', error, info.componentStack),
    });
  } else {
    root.replaceChildren();
    createRoot(root).render(<App routers={routers} queryClient={queryClient} i18n={i18n} />);
  }
}

/**
 * A page the server rendered (deploy/src/server/render) is hydrated, once its area's page is here:
 * the first render then draws what the server drew. If the page will not load, the browser draws
 * the page itself, as it does for every page the server leaves to it (the area's failure box).
 */
async function pageArrived(route: PageRoute | undefined): Promise<boolean> {
  if (!route) return true;
  try {
    await preloadPage(route);
    return true;
  } catch {
    return false;
  }
}

/** The shell's texts in the page's language; null when they will not load (the page is then drawn in English). */
function shellCatalog(language: Language): Promise<Catalog | null> {
  return loadShellCatalog(language).catch(() => null);
}

/** A JSON data block the server wrote into the page, or null when it is not there or not JSON. */
function readDataBlock(id: string): unknown {
  const element = document.getElementById(id);
  if (!(element instanceof HTMLScriptElement) || element.type !== 'application/json') return null;
  try {
    return JSON.parse(element.textContent ?? '') as unknown;
  } catch {
    return null;
  }
}

void start();
