// `npm run probe:security -- <url> [--database-url … --database-schema …] [--quick]`: measures how
// a running site holds under hostile input, brute force, a login flood and database faults.
// A measurement, not a test: it exits 0 whatever the figures, 1 only if it could not run.
import { parseArgs } from 'node:util';
import { measureDatabaseFaults } from './database-faults';
import { measureFlood } from './flood';
import { measureFuzz } from './fuzz';
import { measureGuesses } from './guesses';
import { measureHeaders } from './headers';
import { createHttpClient, jsonOf, loopbackUrl } from './http-client';

const usage = `Usage: npm run probe:security -- <url> [options]

  <url>                     the running site (or stand-alone API), on 127.0.0.0/8 only
  --database-url <url>      the site's PostgreSQL (loopback), for the lock and terminate faults
  --database-schema <name>  its schema (DATABASE_SCHEMA), if not public
  --quick                   30 s guess runs, 5 s flood phases, 250 fuzz bodies per route
  --only <list>             some of: fuzz,guesses,flood,headers,database (default: all)
  --fuzz-cases <n>          fuzz bodies per route (default 1000)
  --seed <n>                fuzz seed (default: random; printed)

Sends thousands of requests and creates (then deletes) probe accounts, hotels and bookings;
the database faults end every connection to that database. Never point it at a site in use.`;

const MEASUREMENTS = ['fuzz', 'guesses', 'flood', 'headers', 'database'] as const;

function parse() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      'database-url': { type: 'string' },
      'database-schema': { type: 'string' },
      quick: { type: 'boolean', default: false },
      only: { type: 'string' },
      'fuzz-cases': { type: 'string' },
      seed: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help || positionals.length !== 1) throw new Error(usage);
  const only = values.only?.split(',').map((name) => name.trim()) ?? [...MEASUREMENTS];
  const unknown = only.filter((name) => !(MEASUREMENTS as readonly string[]).includes(name));
  if (unknown.length) throw new Error(`--only: unknown measurement ${unknown.join(', ')}\n\n${usage}`);
  const number = (text: string | undefined, fallback: number, name: string) => {
    const value = text === undefined ? fallback : Number(text);
    if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer`);
    return value;
  };
  const quick = values.quick ?? false;
  return {
    url: loopbackUrl(positionals[0] ?? ''),
    database: values['database-url'] ? { url: values['database-url'], schema: values['database-schema'] } : undefined,
    quick,
    only: new Set(only),
    fuzzCases: number(values['fuzz-cases'], quick ? 250 : 1_000, '--fuzz-cases'),
    seed: number(values.seed, 1 + Math.floor(Math.random() * 1_000_000), '--seed'),
  };
}

async function main(): Promise<number> {
  let options: ReturnType<typeof parse>;
  try {
    options = parse();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    return 1;
  }
  const client = createHttpClient(options.url);
  const health = await client.send({ path: '/api/health', timeoutMs: 10_000 });
  if (health.status === 0) {
    console.error(`Cannot reach ${options.url.href}: ${health.error}`);
    return 1;
  }
  const database = (jsonOf(health) as { database?: string } | undefined)?.database ?? 'unknown';
  console.log(
    `Security probe of ${options.url.origin} — database ${database}, ${new Date().toISOString()}${options.quick ? ' (quick)' : ''}`,
  );

  const steps: [string, () => Promise<void>][] = [
    [
      'fuzz',
      () =>
        measureFuzz(client, {
          casesPerRoute: options.fuzzCases,
          concurrency: 8,
          budgetMs: (options.quick ? 4 : 10) * 60_000,
          seed: options.seed,
        }),
    ],
    ['guesses', () => measureGuesses(client, options.quick ? 30_000 : 60_000)],
    ['flood', () => measureFlood(client, options.quick ? 5_000 : 10_000)],
    // Headers before the database faults: those may take the server down.
    ['headers', () => measureHeaders(client)],
    ['database', () => measureDatabaseFaults(client, options.database, 20_000)],
  ];
  for (const [name, step] of steps) {
    if (!options.only.has(name)) continue;
    try {
      await step();
    } catch (error) {
      console.log(`\n  ✘ ${name}: could not measure — ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  client.close();
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
