import { loadDeployConfig } from '../config';
import { openReleaseStore } from '../store';
import { parseCli, runCli, toAppName, UsageError } from './cli-support';
import { releaseApp } from './release-app';

const usage = `Usage: npm run release -- <app>

Builds <app> for production (always), stores the build in releases/<app>/<version>/, checks it
against the live site and makes it the active version. No other app is built or touched.
Apps: shell, public, customer, owner, admin.

The check (nothing changes when it fails): the stored manifest and entry load; an area exposes
every module the shell's route table needs from it; the shared singletons (react, react-dom,
the router, styled-components, @ceylon/shared) fit the active shell's, or for a shell release,
every active area's.

Prints the new version on its last line. Exit codes: 0 released (or already active),
1 failed (build or store error), 2 usage error, 3 refused by the check.`;

runCli(usage, async () => {
  const { positionals } = parseCli(usage, {});
  if (positionals.length > 1) throw new UsageError(`Release one app at a time (got ${positionals.join(', ')}).`);
  const app = toAppName(positionals[0]);
  const store = openReleaseStore(loadDeployConfig().storeRoot);
  const outcome = await releaseApp(store, app, { force: true, command: `release ${app}` });
  if (!outcome.changed) console.log(`\n✔ ${app} ${outcome.to} is already active (the build is identical).`);
  else
    console.log(
      `\n✔ ${app} ${outcome.to} is now active${outcome.from ? ` (was ${outcome.from}; \`npm run rollback -- ${app}\` returns to it)` : ''}.`,
    );
  console.log(outcome.to);
});
