// The shell as one ordinary app: the shell's own start-up (shell/src/bootstrap.tsx) without the
// federation runtime and /remotes.json. The route table's pages come from the generated
// area-pages module that webpack puts in place of the area registry; the page's vitals are
// reported as the shell reports them, so both builds carry the same telemetry.
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { createQueryClient, createTranslator } from '@ceylon/shared';
import { App } from '../../../shell/src/app/app';
import { englishShellCatalog } from '../../../shell/src/i18n/shell-text';
import { buildSiteRoutes } from '../../../shell/src/routes/site-routes';
import { reportVitals } from '../../../shell/src/telemetry/report-vitals';

const router = createBrowserRouter(buildSiteRoutes());
reportVitals(router);
createRoot(document.getElementById('root')!).render(
  <App router={router} queryClient={createQueryClient()} i18n={createTranslator('en', [englishShellCatalog])} />,
);
