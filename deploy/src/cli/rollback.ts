import { loadDeployConfig } from '../config';
import { isVersion, openReleaseStore } from '../store';
import { parseCli, runCli, stringOption, toAppName, UsageError } from './cli-support';

const usage = `Usage: npm run rollback -- <app> [--to <version>]

Activates an earlier stored version of <app> without building anything: the previously
active one, or <version> (see \`npm run releases\`). Other apps are not touched.`;

runCli(usage, async () => {
  const parsed = parseCli(usage, { to: { type: 'string' } });
  const to = stringOption(parsed, 'to');
  const app = toAppName(parsed.positionals[0]);
  const store = openReleaseStore(loadDeployConfig().storeRoot);
  const target = to ?? (await store.readPrevious())[app];
  if (target === undefined) throw new Error(`${app} has no previous version to roll back to; name one with --to.`);
  if (!isVersion(target)) throw new UsageError(`"${target}" is not a version (see \`npm run releases -- ${app}\`).`);
  const outcome = await store.activate(app, target, `rollback ${app}${to ? ` --to ${to}` : ''}`);
  console.log(outcome.changed ? `${app} ${target} is now active (was ${outcome.from}).` : `${app} ${target} is already active.`);
});
