// `npm run bench:outbox`: kills a mail outbox worker while 100 e-mails are queued and prints what
// reached the mail server. The parent queues the mails, runs a real SMTP server in-process,
// starts a worker process, kills it once part of the mail has arrived (SIGKILL: a crash; SIGTERM: a
// stop, as a service manager stops the server), starts a second worker and lets it finish; then it
// counts deliveries, distinct Message-IDs, duplicates and what is left.
//
// Database: DATABASE_URL (PostgreSQL, in a fresh schema dropped afterwards), else PGlite in a
// temporary folder (one process at a time: the parent closes it while a worker runs).
// Options: --mails N (100), --kill-after N (35 delivered), --rounds N (1 per signal),
// --signal KILL|TERM|both (both).
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import pg from 'pg';
import { loadApiConfig, type ApiConfig } from '../config';
import { openDatabase } from '../db/connect';
import { migrateToLatest } from '../db/migrate';
import { createSmtpSender } from '../mail/mailer';
import { enqueueMail } from '../mail/outbox';
import { createOutboxWorker } from '../mail/outbox-worker';
import { startTestSmtpServer } from '../test/test-smtp-server';

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
const LEASE_MS = 1500;

function configFor(env: NodeJS.ProcessEnv): ApiConfig {
  return loadApiConfig(env, { logger: false, seed: 'none' });
}

/** The child: delivers the outbox until nothing is pending or being sent, then exits 0. */
async function runWorker(): Promise<void> {
  const config = configFor(process.env);
  const { db } = await openDatabase(config, quiet);
  const worker = createOutboxWorker({
    db,
    sender: createSmtpSender(config.smtpUrl ?? '', config.mailFrom),
    pollMs: 0,
    maxAttempts: 10,
    retryBaseMs: 200,
    retryCapMs: 1000,
    leaseMs: LEASE_MS,
    batchSize: 5,
  });
  // A stop (SIGTERM), as the API's own close does: the message in flight is finished and marked,
  // the others claimed go back to pending.
  let stopping: Promise<void> | undefined;
  process.once('SIGTERM', () => {
    stopping = worker.stop();
  });
  for (;;) {
    if (stopping) break;
    await worker.runOnce();
    const left = await db
      .selectFrom('mailOutbox')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', 'in', ['pending', 'sending'])
      .executeTakeFirstOrThrow();
    if (Number(left.n) === 0) break;
    // Claims of a killed worker come free when their lease ends; look again shortly.
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await (stopping ?? worker.stop());
  await db.destroy();
}

interface Round {
  queued: number;
  deliveredBeforeKill: number;
  delivered: number;
  distinctMessageIds: number;
  duplicates: number;
  markedSent: number;
  stillQueued: number;
  failed: number;
}

async function runRound(mails: number, killAfter: number, signal: NodeJS.Signals): Promise<Round> {
  const smtp = await startTestSmtpServer();
  const env: NodeJS.ProcessEnv = { ...process.env, SMTP_URL: smtp.url, LOG_LEVEL: 'silent' };
  let cleanup: () => Promise<void>;
  if (process.env.DATABASE_URL) {
    const schema = `outbox_bench_${randomBytes(4).toString('hex')}`;
    env.DATABASE_SCHEMA = schema;
    cleanup = async () => {
      const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await client.connect();
      await client.query(`drop schema if exists "${schema}" cascade`);
      await client.end();
    };
  } else {
    const dir = mkdtempSync(path.join(tmpdir(), 'outbox-bench-'));
    env.DATA_DIR = dir;
    cleanup = async () => {
      rmSync(dir, { recursive: true, force: true });
    };
  }
  const config = configFor(env);

  try {
    let opened = await openDatabase(config, quiet);
    await migrateToLatest(opened.db, config.databaseSchema);
    await opened.db.transaction().execute(async (trx) => {
      for (let i = 1; i <= mails; i++) {
        await enqueueMail(trx, {
          kind: 'contact',
          to: `guest${i}@example.com`,
          subject: `Bench mail ${i}`,
          text: `Mail ${i}`,
          html: `<p>Mail ${i}</p>`,
        });
      }
    });
    // PGlite is one process's at a time: the workers open it after this.
    if (opened.kind === 'pglite') await opened.db.destroy();

    const start = (): ChildProcess =>
      spawn(process.execPath, [...process.execArgv, __filename, '--worker'], { env, stdio: ['ignore', 'inherit', 'inherit'] });
    const exited = (child: ChildProcess) =>
      new Promise<number | null>((resolve) =>
        child.exitCode !== null || child.signalCode ? resolve(child.exitCode) : child.once('exit', (code) => resolve(code)),
      );

    const first = start();
    const killed = new Promise<number>((resolve) => {
      smtp.onMail = () => {
        if (smtp.received.length >= killAfter && !first.killed) {
          first.kill(signal);
          resolve(smtp.received.length);
        }
      };
    });
    const firstEnd = await Promise.race([killed.then(() => 'killed' as const), exited(first).then(() => 'finished' as const)]);
    if (firstEnd !== 'killed') throw new Error('The first worker finished before it could be killed: queue more mail or kill earlier');
    const deliveredBeforeKill = await killed;
    smtp.onMail = undefined;
    await exited(first);

    const second = start();
    const code = await exited(second);
    if (code !== 0) throw new Error(`The second worker exited with ${String(code)}`);

    if (opened.kind === 'pglite') opened = await openDatabase(config, quiet);
    const counts = await opened.db
      .selectFrom('mailOutbox')
      .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('status')
      .execute();
    await sql`select 1`.execute(opened.db);
    await opened.db.destroy();
    const count = (status: string) => Number(counts.find((c) => c.status === status)?.n ?? 0);
    const ids = smtp.received.map((m) => m.messageId ?? '');
    const distinct = new Set(ids).size;
    return {
      queued: mails,
      deliveredBeforeKill,
      delivered: ids.length,
      distinctMessageIds: distinct,
      duplicates: ids.length - distinct,
      markedSent: count('sent'),
      stillQueued: count('pending') + count('sending'),
      failed: count('failed'),
    };
  } finally {
    await smtp.stop();
    await cleanup();
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      worker: { type: 'boolean' },
      mails: { type: 'string' },
      'kill-after': { type: 'string' },
      rounds: { type: 'string' },
      signal: { type: 'string' },
    },
  });
  if (values.worker) return runWorker();
  const mails = Number(values.mails ?? 100);
  const killAfter = Number(values['kill-after'] ?? 35);
  const rounds = Number(values.rounds ?? 1);
  const database = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'PGlite in a temporary folder';
  const signals: NodeJS.Signals[] =
    values.signal === 'KILL' ? ['SIGKILL'] : values.signal === 'TERM' ? ['SIGTERM'] : ['SIGTERM', 'SIGKILL'];
  console.log(`Outbox crash bench: ${mails} mails, worker killed after ${killAfter} arrived, ${rounds} round(s) per signal, ${database}`);
  let lost = 0;
  let duplicates = 0;
  for (const signal of signals)
    for (let round = 1; round <= rounds; round++) {
      const r = await runRound(mails, killAfter, signal);
      lost += r.queued - r.distinctMessageIds;
      duplicates += r.duplicates;
      console.log(
        `${signal} round ${round}: queued ${r.queued} | delivered before the kill ${r.deliveredBeforeKill} | delivered ${r.delivered} | ` +
          `distinct Message-IDs ${r.distinctMessageIds} | duplicates ${r.duplicates} | marked sent ${r.markedSent} | ` +
          `still queued ${r.stillQueued} | failed ${r.failed}`,
      );
    }
  console.log(`total: lost ${lost}, sent twice ${duplicates}`);
  if (lost > 0) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
