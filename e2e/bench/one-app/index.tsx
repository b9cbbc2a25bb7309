// The shell as one ordinary app: the shell's own start-up (shell/src/bootstrap.tsx) without the
// federation runtime and /remotes.json. The route table's pages come from the generated
// area-pages module that webpack puts in place of the area registry; the page's vitals are
// reported as the shell reports them, so both builds carry the same telemetry.
import { createRoot } from 'react-dom/client';
import { createQueryClient, createTranslator } from '@ceylon/shared';
import { App } from '../../../shell/src/app/app';
import { createSiteRouter, routerHolder } from '../../../shell/src/app/site-router';
import { englishShellCatalog } from '../../../shell/src/i18n/shell-text';
import { reportVitals } from '../../../shell/src/telemetry/report-vitals';

const routers = routerHolder(createSiteRouter('en'));
reportVitals(routers.asRouter());
createRoot(document.getElementById('root')!).render(
  <App routers={routers} queryClient={createQueryClient()} i18n={createTranslator('en', [englishShellCatalog])} />,
);
