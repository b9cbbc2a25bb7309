import { compiledState } from '../build/compiled-state';
import { loadDeployConfig } from '../config';
import { openReleaseStore } from '../store';
import { parseCli, runCli } from './cli-support';
import { serveSite } from './serve-site';

const usage = `Usage: npm run serve

Serves the release store's active versions and the API, as \`npm start\` does, but builds and
releases nothing: for production, a second site on a copy of the store (RELEASES_DIR), or a
server that must come back fast. Runs the compiled server (\`npm run build\`, or \`npm start\`
once, compiles it). PORT, RELEASES_DIR and REMOTE_ORIGINS as for \`npm start\`.

Exit codes: 0 stopped cleanly, 1 failed (no active shell, port in use), 2 usage error.`;

runCli(usage, async () => {
  parseCli(usage, {});
  const started = Date.now();
  const config = loadDeployConfig();
  if (__filename.endsWith('.js') && (await compiledState()).state === 'stale') {
    console.warn('The compiled server is older than its sources: `npm run build:server` compiles them again.');
  }
  await serveSite(config, openReleaseStore(config.storeRoot, config.store), started);
});
