import { createRoot } from 'react-dom/client';
import { registerPlugins } from '@module-federation/enhanced/runtime';
import { App } from './app/app';
import { registerAreas } from './federation/area-registry';
import { loadPolicyPlugin } from './federation/load-policy-plugin';
import { fetchReleaseManifest } from './federation/release-manifest';

async function start() {
  registerPlugins([loadPolicyPlugin()]);
  registerAreas(await fetchReleaseManifest());
  createRoot(document.getElementById('root')!).render(<App />);
}

void start();
