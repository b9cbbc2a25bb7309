// autocannon's setupClient for a load of searches no two alike (loadRun(…, 'distinct')): loaded by
// path in autocannon's worker, it gives each connection a slice of its own of one list, so no
// search is asked twice in the run and no answer can come from the search cache.
import type { Client } from 'autocannon';
import { distinctSearchPaths, LOAD_CONNECTIONS } from './measure-search';

const RATE = Number(process.env.BENCH_RATE ?? 500);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
// Each connection's share of the run, and a margin: a connection that is faster than its share
// must not come round to its first search again.
const perConnection = Math.ceil((RATE * SECONDS * 2) / LOAD_CONNECTIONS);
const paths = distinctSearchPaths(perConnection * LOAD_CONNECTIONS);
let connections = 0;

function setupClient(client: Client): void {
  const first = (connections % LOAD_CONNECTIONS) * perConnection;
  connections += 1;
  client.setRequests(paths.slice(first, first + perConnection).map((one) => ({ method: 'GET', path: one })));
}

// autocannon require()s this file and calls what it exports.
module.exports = setupClient;
