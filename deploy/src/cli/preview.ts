import { loadDeployConfig } from '../config';
import { isVersion, openReleaseStore } from '../store';
import { signPreview } from '../server/preview-token';
import { parseCli, runCli, stringOption, toAppName, UsageError } from './cli-support';

const usage = `Usage: npm run preview -- <area> <version> [--minutes <n>]

Prints a link that makes the one browser opening it run <version> of <area> (a stored version,
see \`npm run releases -- <area>\`), with a "Preview" badge and a way out, for <n> minutes
(default 60, at most 10080, a week); nobody else is affected. The link is signed with the
server's secret: an altered or expired one is refused. It starts with SITE_URL (or
http://localhost:<PORT>). Areas: public, customer, owner, admin.

Exit codes: 0 printed, 1 failed (no such version, store error), 2 usage error.`;

const maxMinutes = 7 * 24 * 60;

runCli(usage, async () => {
  const parsed = parseCli(usage, { minutes: { type: 'string' } });
  const [appArgument, version, ...rest] = parsed.positionals;
  if (rest.length > 0) throw new UsageError(`Preview one version of one area (got ${parsed.positionals.join(', ')}).`);
  const app = toAppName(appArgument);
  if (app === 'shell') throw new UsageError('Previews are of an area (public, customer, owner, admin), not of the shell.');
  if (version === undefined || !isVersion(version))
    throw new UsageError(`Name a stored version of ${app} (see \`npm run releases -- ${app}\`).`);
  const minutesOption = stringOption(parsed, 'minutes') ?? '60';
  const minutes = Number(minutesOption);
  if (!/^\d+$/.test(minutesOption.trim()) || minutes < 1 || minutes > maxMinutes)
    throw new UsageError(`--minutes takes a whole number from 1 to ${maxMinutes} (got "${minutesOption}").`);
  const config = loadDeployConfig();
  const store = openReleaseStore(config.storeRoot, config.store);
  if (!(await store.readReleaseInfo(app, version)))
    throw new Error(`${app} has no stored version ${version} (see \`npm run releases -- ${app}\`).`);
  const secret = await store.browserIdSecret();
  const expires = Math.floor(Date.now() / 1000) + minutes * 60;
  const token = signPreview(secret, { area: app, version, expires });
  console.log(`Preview of ${app} ${version}, valid until ${new Date(expires * 1000).toISOString()}:`);
  console.log(`${config.siteUrl}/?preview=${token}`);
});
