// Stand-alone API server for `npm run dev` and `npm start -w @ceylon/api`.
import { buildApp, DEMO_ACCOUNTS, loadApiConfig } from './app';
import { listenOrSayTaken } from './port-taken';
import { stopOnSignals } from './stopping/graceful-stop';

async function main(): Promise<void> {
  const config = loadApiConfig();
  const app = await buildApp(config);
  const address = await listenOrSayTaken(
    app,
    { host: config.host, port: config.port },
    { what: 'the API', setting: 'PORT to use another', copyOf: 'the API' },
  );
  const database = config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}/pglite`;
  console.log(`\nCeylon Stays API on ${address}/api (docs: ${address}/api/docs), database: ${database}`);
  // Demo data exists only where it is seeded (see SEED in the README).
  if (config.seed === 'demo' || (config.seed === 'auto' && !config.databaseUrl)) {
    console.log('Demo accounts:');
    for (const account of DEMO_ACCOUNTS) console.log(`  ${account.role.padEnd(10)} ${account.email} / ${account.password}`);
  }

  stopOnSignals(app, { readyWaitMs: config.stopReadyWaitMs, deadlineMs: config.stopDeadlineMs });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
