import { createRoot } from 'react-dom/client';
import { registerPlugins } from '@module-federation/enhanced/runtime';
import { createBrowserRouter } from 'react-router-dom';
import { App } from './app/app';
import { registerAreas } from './federation/area-registry';
import { loadPolicyPlugin } from './federation/load-policy-plugin';
import { fetchReleaseManifest } from './federation/release-manifest';
import { buildSiteRoutes } from './routes/site-routes';
import { reportVitals } from './telemetry/report-vitals';

async function start() {
  registerPlugins([loadPolicyPlugin()]);
  registerAreas(await fetchReleaseManifest());
  const router = createBrowserRouter(buildSiteRoutes());
  reportVitals(router);
  createRoot(document.getElementById('root')!).render(<App router={router} />);
}

void start();
