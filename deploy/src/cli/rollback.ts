import { isVersion } from '../store';
import { activateVerified } from '../verify';
import { parseCli, runCli, stringOption, toAppName, UsageError } from './cli-support';
import { openConfiguredStore } from './configured-store';

const usage = `Usage: npm run rollback -- <app> [--to <version>]

Activates an earlier stored version of <app> without building anything: the previously active
one, or <version> (see \`npm run releases\`). It passes the same check as a release first. Other
apps are not touched; browsers get it on their next page load (/remotes.json is never cached).
While <app> has a canary, a rollback without --to ends the canary instead: every browser gets the
active version again, which stays as it is.

Exit codes: 0 rolled back (or already active), 1 failed (no such version, store error),
2 usage error, 3 refused by the check (nothing changed).`;

runCli(usage, async () => {
  const parsed = parseCli(usage, { to: { type: 'string' } });
  if (parsed.positionals.length > 1) throw new UsageError(`Roll back one app at a time (got ${parsed.positionals.join(', ')}).`);
  const to = stringOption(parsed, 'to');
  const app = toAppName(parsed.positionals[0]);
  if (to !== undefined && !isVersion(to)) throw new UsageError(`"${to}" is not a version (see \`npm run releases -- ${app}\`).`);
  const store = openConfiguredStore();
  if (to === undefined) {
    const ended = await store.endCanary(app, `rollback ${app}`);
    if (ended !== null) {
      console.log(`✔ The canary ${ended.version} of ${app} has ended; every browser gets ${ended.stable ?? 'the active version'} again.`);
      return;
    }
  }
  const target = to ?? (await store.readPrevious())[app];
  if (target === undefined) throw new Error(`${app} has no previous version to roll back to; name one with --to.`);
  const outcome = await activateVerified(store, app, target, `rollback ${app}${to ? ` --to ${to}` : ''}`);
  console.log(outcome.changed ? `✔ ${app} ${target} is now active (was ${outcome.from}).` : `✔ ${app} ${target} is already active.`);
});
