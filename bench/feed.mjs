#!/usr/bin/env node
// `npm run bench:feed`: the feed (decision 038) on the 1,000,000-list database of `bench:lists`
// (200,000 members, 5,000,000 likes, their feed events). A member follows 500 members; then:
// - the SQL time of a feed page (EXPLAIN ANALYZE execution time), the first page and the next one,
//   built by the server's own code (its production build): target ≤ 20 ms;
// - the API's throughput on the feed at 32 connections (autocannon), pages 1 to 5 in turn:
//   targets ≥ 1,500 req/s and p99 ≤ 50 ms.
//   --reuse            keep the database generated before with the same shape
//   --duration 15      seconds of the throughput run
// BENCH_DATABASE_URL   the PostgreSQL server (default postgres://postgres@127.0.0.1:5432/postgres)
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { ensureBuilt, ensureInstalled, ROOT } from '../scripts/lib/stamps.mjs';
import { ensureBenchDatabase } from './lists/ensure-database.mjs';
import { cpuSeconds, postgresCpuSeconds } from './lists/scenarios.mjs';
import { databaseUrl } from './postgres.mjs';
import { signIn, startBenchServer } from './server.mjs';

const { values: args } = parseArgs({
  options: { reuse: { type: 'boolean', default: false }, duration: { type: 'string', default: '15' } },
});
const PORT = Number(process.env.BENCH_PORT ?? 3108);
const CONNECTIONS = 32;
const FOLLOWED = 500;
const PAGES = 5;
const READER = { email: 'reader@bench.invalid', password: 'BenchReader123' };
const TARGETS = { sqlMs: 20, reqPerSec: 1500, p99Ms: 50 };

/** The reader (the server's admin account, made at start) follows 500 members who have events. */
async function followMembers(client) {
  const { rows } = await client.query('SELECT id FROM users WHERE email = $1', [READER.email]);
  const readerId = rows[0].id;
  await client.query('DELETE FROM follows WHERE follower_id = $1', [readerId]);
  await client.query(
    `INSERT INTO follows (follower_id, followee_id)
     SELECT $1, id FROM users WHERE email LIKE '%@bench.invalid' AND id <> $1 ORDER BY id LIMIT $2 OFFSET 1000`,
    [readerId, FOLLOWED],
  );
  return readerId;
}

/**
 * EXPLAIN ANALYZE of the first page and of the next one (the cursor of the first page's last event):
 * the quick statement the server runs first, and the exact one it falls back to when private lists
 * took too many of the quick one's candidates.
 */
async function explainPages(client, readerId) {
  const { feedCandidatesStatement, feedStatement, FEED_START } = await import(
    `${ROOT}/apps/server/dist/modules/follows/follows.queries.js`
  );
  const dialect = new PgDialect();
  /** @param {(id: number, before: { ms: number, id: string }) => import('drizzle-orm').SQL} build @param {{ ms: number, id: string }} before */
  const run = async (build, before) => {
    const { sql, params } = dialect.sqlToQuery(build(readerId, before));
    const { rows } = await client.query(sql, params);
    const plan = await client.query(`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${sql}`, params);
    const text = plan.rows.map((row) => row['QUERY PLAN']).join('\n');
    const ms = Number(/Execution Time: ([\d.]+) ms/.exec(text)?.[1]);
    return { rows, text, ms };
  };
  const first = await run(feedCandidatesStatement, FEED_START);
  const last = first.rows[19];
  const after = { ms: Number(last.event_ms), id: String(last.event_id) };
  return {
    first,
    next: await run(feedCandidatesStatement, after),
    exactFirst: await run(feedStatement, FEED_START),
    exactNext: await run(feedStatement, after),
  };
}

/** The cursors of pages 2 to PAGES, read through the API as a reader would page. */
async function cursors(baseUrl, cookie) {
  const paths = ['/api/feed'];
  while (paths.length < PAGES) {
    const response = await fetch(`${baseUrl}${paths.at(-1)}`, { headers: { cookie } });
    const body = /** @type {{ next: string | null, events: unknown[] }} */ (await response.json());
    if (!response.ok || !body.next) throw new Error(`the feed answered ${response.status} without a next page`);
    paths.push(`/api/feed?before=${body.next}`);
  }
  return paths;
}

/**
 * The API's throughput, and the CPU time one request costs the server process and PostgreSQL: on a
 * machine that something else also loads, the throughput falls while the CPU per request holds.
 */
async function throughput(server, database, cookie, paths) {
  const baseUrl = server.baseUrl;
  let turn = 0;
  const options = {
    url: baseUrl,
    connections: CONNECTIONS,
    headers: { cookie },
    requests: [{ setupRequest: (request) => ({ ...request, path: paths[turn++ % paths.length] }) }],
  };
  await autocannon({ ...options, duration: 2 });
  const before = { node: cpuSeconds(server.pid), postgres: postgresCpuSeconds(database) };
  const result = await autocannon({ ...options, duration: Number(args.duration) });
  const perRequestMs = (seconds) => +((seconds * 1000) / result.requests.total).toFixed(2);
  return {
    nodeMs: perRequestMs(cpuSeconds(server.pid) - before.node),
    postgresMs: perRequestMs(postgresCpuSeconds(database) - before.postgres),
    reqPerSec: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

if (!(await ensureInstalled()) || !(await ensureBuilt())) process.exit(1);
const name = await ensureBenchDatabase('1m', 1_000_000, { reuse: args.reuse });
const server = await startBenchServer(PORT, {
  DATABASE_URL: databaseUrl(name),
  SEED_DEMO: '0',
  ADMIN_EMAIL: READER.email,
  ADMIN_PASSWORD: READER.password,
});
const client = new pg.Client({ connectionString: databaseUrl(name) });
await client.connect();
try {
  const readerId = await followMembers(client);
  const { first, next, exactFirst, exactNext } = await explainPages(client, readerId);
  const cookie = await signIn(server.baseUrl, READER);
  const api = await throughput(server, name, cookie, await cursors(server.baseUrl, cookie));
  const sqlOk = first.ms <= TARGETS.sqlMs && next.ms <= TARGETS.sqlMs;
  const apiOk =
    api.reqPerSec >= TARGETS.reqPerSec && api.p99Ms <= TARGETS.p99Ms && api.non2xx === 0 && api.errors === 0;
  console.log(`\nEXPLAIN ANALYZE, first page\n${first.text}\n\nEXPLAIN ANALYZE, next page\n${next.text}`);
  console.log(`\nproduction build, 1,000,000 lists, a member following ${FOLLOWED} members`);
  console.log('| measure | figure | target | |');
  console.log('|---|---|---|---|');
  console.log(
    `| SQL, first page | ${first.ms} ms | ≤ ${TARGETS.sqlMs} ms | ${first.ms <= TARGETS.sqlMs ? 'ok' : 'MISS'} |`,
  );
  console.log(
    `| SQL, next page | ${next.ms} ms | ≤ ${TARGETS.sqlMs} ms | ${next.ms <= TARGETS.sqlMs ? 'ok' : 'MISS'} |`,
  );
  console.log(`| SQL, exact fallback, first and next page | ${exactFirst.ms} ms, ${exactNext.ms} ms | (rare) | |`);
  console.log(
    `| API, ${CONNECTIONS} connections, pages 1–${PAGES} | ${api.reqPerSec} req/s, p50 ${api.p50Ms} ms, p99 ${api.p99Ms} ms (non-2xx ${api.non2xx}) | ≥ ${TARGETS.reqPerSec} req/s, p99 ≤ ${TARGETS.p99Ms} ms | ${apiOk ? 'ok' : 'MISS'} |`,
  );
  console.log(
    `| CPU per request | Node ${api.nodeMs} ms, PostgreSQL ${api.postgresMs} ms (${CONNECTIONS} connections) | | |`,
  );
  process.exitCode = sqlOk && apiOk ? 0 : 1;
} finally {
  await client.end();
  await server.stop();
}
