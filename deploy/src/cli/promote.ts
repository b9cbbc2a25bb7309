import { promoteCanaryVerified } from '../verify';
import { parseCli, runCli, toAppName, UsageError } from './cli-support';
import { openConfiguredStore } from './configured-store';

const usage = `Usage: npm run promote -- <app>

Makes the canary of <app> (\`npm run release -- <app> --canary <percent>\`) the active version for
every browser; the version it ran beside becomes the previous one (what \`npm run rollback\`
returns to). It passes the release check again first, against what is active now.

Exit codes: 0 promoted, 1 failed (no canary, store error), 2 usage error, 3 refused by the check
(nothing changed).`;

runCli(usage, async () => {
  const parsed = parseCli(usage);
  if (parsed.positionals.length > 1) throw new UsageError(`Promote one app at a time (got ${parsed.positionals.join(', ')}).`);
  const app = toAppName(parsed.positionals[0]);
  const store = openConfiguredStore();
  const outcome = await promoteCanaryVerified(store, app, `promote ${app}`);
  console.log(`✔ ${app} ${outcome.canary} is now active for all browsers (was ${outcome.stable ?? 'none'}).`);
});
