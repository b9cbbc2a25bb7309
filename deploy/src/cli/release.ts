import path from 'node:path';
import { BuildRefused } from '../publish/archive';
import { defaultPublishLimits, formatBytes } from '../publish/limits';
import { releaseFrom } from '../publish/release-from';
import { isCanaryPercent, type ReleaseStore } from '../store';
import { exitCodes, parseCli, runCli, stringOption, toAppName, UsageError } from './cli-support';
import { releaseApp } from './release-app';
import { openConfiguredStore } from './configured-store';

const limits = defaultPublishLimits;

const usage = `Usage: npm run release -- <app> [--from <dist folder | build.tgz>] [--canary <percent>]

Builds <app> for production (always), stores the build in releases/<app>/<version>/, checks it
against the live site and makes it the active version. No other app is built or touched.
Apps: shell, public, customer, owner, admin.

  --from   release a build made elsewhere instead (a team's own pipeline); nothing is built.
           A dist folder, or a .tgz / .tar.gz of one whose root is the dist itself or holds a
           single folder that is. Only plain files and folders, at most ${limits.maxFiles} of them,
           ${formatBytes(limits.maxFileBytes)} a file, ${formatBytes(limits.maxTotalBytes)} in all (an archive at most ${formatBytes(limits.maxArchiveBytes)}):
           an archive with links, devices, absolute or ../ paths, or that is not a whole gzip'd
           tar, is refused with the reason, and nothing is stored.
  --canary release it as a canary for <percent> (1–99) of browsers instead, beside the active
           version, which everyone else keeps getting. A browser keeps its side across reloads.
           \`npm run promote -- <app>\` makes it active for all, \`npm run rollback -- <app>\` ends it;
           the web server ends it itself when its browsers fail to load it clearly more often
           than the active version's (CANARY_ABORT_MARGIN, CANARY_MIN_BROWSERS).

The check (nothing changes when it fails): the stored manifest and entry load; an area exposes
every module the shell's route table needs from it; the shared singletons (react, react-dom,
the router, styled-components, @ceylon/shared) fit the active shell's, or for a shell release,
every active area's.

Prints the new version on its last line. Exit codes: 0 released (or already active),
1 failed (build or store error, no such --from), 2 usage error, 3 refused by the check or,
with --from, a refused build (nothing stored).`;

runCli(usage, async () => {
  const parsed = parseCli(usage, { from: { type: 'string' }, canary: { type: 'string' } });
  const { positionals } = parsed;
  if (positionals.length > 1) throw new UsageError(`Release one app at a time (got ${positionals.join(', ')}).`);
  const app = toAppName(positionals[0]);
  const from = stringOption(parsed, 'from');
  if (from !== undefined && from.trim() === '') throw new UsageError('--from needs a dist folder or a .tgz.');
  const canaryPercent = canaryOption(stringOption(parsed, 'canary'));
  if (canaryPercent !== undefined && app === 'shell')
    throw new UsageError('The shell is released to everyone at once; canaries are for areas.');
  const store = openConfiguredStore();
  const suffix = canaryPercent === undefined ? '' : ` --canary ${canaryPercent}`;
  const outcome =
    from === undefined
      ? await releaseApp(store, app, { force: true, command: `release ${app}${suffix}`, canaryPercent })
      : await publish(app, from, store, canaryPercent);
  if (canaryPercent !== undefined)
    console.log(
      outcome.changed
        ? `\n✔ ${app} ${outcome.to} is now the canary for ${canaryPercent}% of browsers, beside ${outcome.from} for the rest.` +
            `\n  \`npm run promote -- ${app}\` makes it active for all; \`npm run rollback -- ${app}\` ends it.`
        : `\n✔ ${app} ${outcome.to} is already ${outcome.to === outcome.from ? 'active' : `the canary for ${canaryPercent}%`}.`,
    );
  else if (!outcome.changed) console.log(`\n✔ ${app} ${outcome.to} is already active (the build is identical).`);
  else
    console.log(
      `\n✔ ${app} ${outcome.to} is now active${outcome.from ? ` (was ${outcome.from}; \`npm run rollback -- ${app}\` returns to it)` : ''}.`,
    );
  console.log(outcome.to);
});

function canaryOption(raw: string | undefined): number | undefined {
  if (raw === undefined) return undefined;
  const percent = Number(raw);
  if (!/^\d+$/.test(raw.trim()) || !isCanaryPercent(percent))
    throw new UsageError(`--canary takes a whole percent from 1 to 99 (got "${raw}").`);
  return percent;
}

async function publish(app: ReturnType<typeof toAppName>, from: string, store: ReleaseStore, canaryPercent?: number) {
  // npm runs scripts from the repository root; a relative path means where the operator typed it.
  const source = path.resolve(process.env.INIT_CWD ?? process.cwd(), from);
  try {
    const command = `release ${app} --from ${path.basename(source)}${canaryPercent === undefined ? '' : ` --canary ${canaryPercent}`}`;
    return await releaseFrom(store, app, source, { command, limits, canaryPercent });
  } catch (error) {
    if (!(error instanceof BuildRefused)) throw error;
    console.error(`\n✖ ${error.message}`);
    process.exit(exitCodes.refused);
  }
}
