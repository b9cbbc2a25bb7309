import { loadDeployConfig } from '../config';
import { openReleaseStore } from '../store';
import { parseCli, runCli, toAppName, UsageError } from './cli-support';
import { releaseApp } from './release-app';

const usage = `Usage: npm run release -- <app>

Builds <app> for production (always), stores the build in releases/<app>/<version>/
and makes it the active version. Other apps are not touched.
Apps: shell, public, customer, owner, admin.`;

runCli(usage, async () => {
  const { positionals } = parseCli(usage, {});
  if (positionals.length > 1) throw new UsageError(`Release one app at a time (got ${positionals.join(', ')}).`);
  const app = toAppName(positionals[0]);
  const store = openReleaseStore(loadDeployConfig().storeRoot);
  const outcome = await releaseApp(store, app, { force: true, command: `release ${app}` });
  if (!outcome.changed) console.log(`\n${app} ${outcome.to} is already active (the build is identical).`);
  else console.log(`\n${app} ${outcome.to} is now active${outcome.from ? ` (was ${outcome.from})` : ''}.`);
  console.log(outcome.to);
});
