import { compileServer } from '../build/compile-server';
import { parseCli, runCli } from './cli-support';

const usage = `Usage: npm run build:server [-- --force]

Compiles the API, the web server and the commands (api/, deploy/, and what they use of shared/
and shell/) from TypeScript to JavaScript, each workspace's src/ into its lib/, for \`npm run
serve\`. Does nothing when lib/ is up to date with the sources.
  --force   compile even when nothing changed`;

runCli(usage, async () => {
  const parsed = parseCli(usage, { force: { type: 'boolean' } });
  const outcome = await compileServer({ force: parsed.values.force === true });
  if (!outcome.compiled) console.log('Server: compiled code is up to date.');
  else console.log(`Server: compiled ${outcome.files} files in ${(outcome.ms / 1000).toFixed(1)} s.`);
});
