// The dashboard, the alert rules and the operations guide name metrics; a renamed metric would
// leave a panel empty or an alert silent without anyone noticing. Every name they use must be one
// the site (with its API mounted) exports, and every metric of ours must be in the guide.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { apiPlugin } from '@ceylon/api';
import { metricNamesOf } from '@ceylon/api/metrics-text';
import { openReleaseStore } from '../store';
import { tempDir } from '../store/testing/fake-dist';
import { repoRoot } from '../repo-root';
import { buildWebServer } from './build-web-server';

const TOKEN = 'docs-metrics-token-for-the-tests-01234';
const read = (file: string) => readFileSync(path.join(repoRoot, 'docs', file), 'utf8');

/** Metric names in PromQL text; a histogram's _bucket, _sum and _count series are its one metric. */
function metricsNamedIn(promql: string): Set<string> {
  const names = promql.match(/\b(?:http|ceylon|nodejs|process)_[a-z0-9_]+/g) ?? [];
  return new Set(names.map((name) => name.replace(/_(bucket|sum|count)$/, '')));
}

interface Dashboard {
  panels: { title: string; targets: { expr: string }[] }[];
}

let exported: Set<string>;
beforeAll(async () => {
  const store = openReleaseStore(await tempDir('monitoring-docs'));
  // The migrated PGlite the API tests' global setup dumped, when there is one; else a fresh one.
  const snapshots = process.env.CEYLON_TEST_PGLITE_SNAPSHOTS;
  const server = await buildWebServer({
    storeRoot: store.root,
    api: {
      plugin: apiPlugin,
      options: {
        databaseUrl: 'memory://',
        ...(snapshots && { pgliteSnapshot: path.join(snapshots, 'migrated.tar') }),
        seed: 'none',
        logger: false,
        jwtSecret: 'a-secret-for-the-monitoring-docs-test-0123',
      },
    },
    metricsToken: TOKEN,
  });
  try {
    const response = await server.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.statusCode).toBe(200);
    exported = metricNamesOf(response.payload);
  } finally {
    await server.close();
  }
}, 120_000);

test('every metric the Grafana dashboard plots is exported', () => {
  const dashboard = JSON.parse(read('monitoring/grafana-dashboard.json')) as Dashboard;
  const used = metricsNamedIn(dashboard.panels.flatMap((panel) => panel.targets.map((target) => target.expr)).join('\n'));
  expect(used.size).toBeGreaterThan(10);
  expect([...used].filter((name) => !exported.has(name))).toEqual([]);
});

test('every alert rule’s expression uses exported metrics, and the four alerts are there', () => {
  const rules = read('monitoring/alerts.yml');
  const expressions = [...rules.matchAll(/^\s+expr: (.+)$/gm)].map(([, expr]) => expr ?? '');
  expect(expressions).toHaveLength(4);
  const used = metricsNamedIn(expressions.join('\n'));
  for (const name of ['http_request_duration_seconds', 'ceylon_outbox_oldest_pending_age_seconds', 'nodejs_eventloop_lag_p99_seconds']) {
    expect(used).toContain(name);
  }
  expect([...used].filter((name) => !exported.has(name))).toEqual([]);
});

test('the metrics guide describes every metric of ours, and names none that is not exported', () => {
  const metricsSection = read('metrics.md');
  const ours = [...exported].filter((name) => /^(http|ceylon)_/.test(name));
  expect(ours.filter((name) => !metricsSection.includes(`\`${name}\``))).toEqual([]);
  expect([...metricsNamedIn(metricsSection)].filter((name) => !exported.has(name))).toEqual([]);
});
