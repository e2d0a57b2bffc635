#!/usr/bin/env node
// `npm run bench:availability`: the daily availability check (decision 043) at its target: 10,000
// followed titles in 20 countries for 100,000 members (10 titles each), the movie database played
// by the switchable stand-in (scripts/lib/stub-tmdb.mjs) answering in 50 ms. Starts the production
// build on a PostgreSQL database of its own, then runs the check twice as the admin does (every
// title asked): a first look, then, after a thirtieth of the titles arrived on the members'
// services, the run that tells them. Prints each run's duration, the calls the stand-in received
// and the arrivals told, and the API's p99 (a member browsing lists, autocannon) before and during.
// Targets: ≤ 10 minutes and ≤ 200,000 upstream calls a run, the p99 unchanged.
//   --titles 10000 --members 100000 --follows 10   the size (run smaller to try it)
//   --duration 10                                  seconds of each autocannon window
//   --keep                                         keep the database afterwards (to EXPLAIN the check's statements)
// BENCH_DATABASE_URL   the PostgreSQL server (default postgres://postgres@127.0.0.1:5432/postgres)
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { ensureBuilt, ensureInstalled, ROOT } from '../scripts/lib/stamps.mjs';
import { startStubTmdb } from '../scripts/lib/stub-tmdb.mjs';
import { databaseUrl, onAdmin } from './postgres.mjs';
import { signIn, startBenchServer } from './server.mjs';

const { values: args } = parseArgs({
  options: {
    titles: { type: 'string', default: '10000' },
    members: { type: 'string', default: '100000' },
    follows: { type: 'string', default: '10' },
    duration: { type: 'string', default: '10' },
    keep: { type: 'boolean', default: false },
  },
});
const TITLES = Number(args.titles);
const MEMBERS = Number(args.members);
const FOLLOWS = Number(args.follows);
const PORT = Number(process.env.BENCH_PORT ?? 3109);
const DATABASE = 'pepites_availability_bench';
const ADMIN = { email: 'admin@bench.invalid', password: 'BenchAdmin123' };
/** Synthetic title ids, far from the offline catalogue's: the stand-in answers them generically. */
const FIRST_TITLE = 5_000_000;
const BROWSE = '/api/lists/getAllListsFiltered/?page=1';
const TARGETS = { minutes: 10, calls: 200_000 };

/** 20 countries with at least three services, and each one's first three (movies' list). */
const providers = JSON.parse(readFileSync(`${ROOT}/apps/server/catalog-data/providers.json`, 'utf8')).movie;
const COUNTRIES = Object.keys(providers)
  .filter((region) => providers[region].length >= 3)
  .slice(0, 20);
const servicesIn = (region) => providers[region].slice(0, 3).map((entry) => entry[0]);

/** Members, each with a country and its first two services, following FOLLOWS titles; lists to browse. */
async function fill(client) {
  const countries = JSON.stringify(
    COUNTRIES.map((region, index) => ({ index, region, ids: servicesIn(region).slice(0, 2) })),
  );
  await client.query(
    `INSERT INTO users (user_name, user_name_key, email, password_hash)
     SELECT 'm' || n, 'm' || n, 'm' || n || '@bench.invalid', 'x' FROM generate_series(1, $1) n`,
    [MEMBERS],
  );
  await client.query(
    `INSERT INTO watch_settings (user_id, region, provider_ids)
     SELECT u.id, c.region, ARRAY(SELECT jsonb_array_elements_text(c.ids)::int)
     FROM users u JOIN jsonb_to_recordset($1::jsonb) AS c(index int, region text, ids jsonb) ON c.index = u.id % $2
     WHERE u.email LIKE 'm%@bench.invalid'`,
    [countries, COUNTRIES.length],
  );
  await client.query(
    `INSERT INTO title_alerts (user_id, media_type, provider_id, title)
     SELECT u.id, 'movie', t.id::text, 'Title ' || t.id
     FROM users u, generate_series(0, $2 - 1) k,
       LATERAL (SELECT $3 + ((u.id::bigint * 7919 + k * 104729) % $1) AS id) t
     WHERE u.email LIKE 'm%@bench.invalid'
     ON CONFLICT DO NOTHING`,
    [TITLES, FOLLOWS, FIRST_TITLE],
  );
  await client.query(
    `INSERT INTO lists (creator_id, title, title_search)
     SELECT u.id, 'Liste ' || u.id, 'liste ' || u.id FROM users u WHERE u.id % 50 = 0`,
  );
  const { rows } = await client.query('SELECT count(*)::int AS alerts FROM title_alerts');
  await client.query('ANALYZE');
  return rows[0].alerts;
}

/** One autocannon window on the member's browse request. */
async function window(baseUrl, cookie, seconds) {
  const result = await autocannon({
    url: `${baseUrl}${BROWSE}`,
    connections: 8,
    duration: seconds,
    headers: { cookie },
  });
  return { p99: result.latency.p99, rate: Math.round(result.requests.average), non2xx: result.non2xx };
}

/** The newest check job's state, and its times and output once it ended. */
async function latestCheck(client) {
  const { rows } = await client.query(
    `SELECT state, output, extract(epoch from (completed_on - started_on)) AS seconds
     FROM pgboss.job WHERE name = 'check-availability' ORDER BY created_on DESC LIMIT 1`,
  );
  return rows[0];
}

/** Runs the check as the admin does, browsing meanwhile; resolves once it ended. */
async function runCheck(server, cookie, client, stub) {
  const callsBefore = [...stub.calls.values()].reduce((sum, count) => sum + count, 0);
  const asked = fetch(`${server.baseUrl}/api/admin/availability-check`, {
    method: 'POST',
    headers: { cookie, 'x-requested-with': 'pepites' },
  });
  const during = [];
  let job;
  do {
    during.push(await window(server.baseUrl, cookie, Number(args.duration)));
    job = await latestCheck(client);
  } while (job?.state === 'active' || job?.state === 'created');
  await asked;
  if (job?.state !== 'completed') throw new Error(`the check ended ${job?.state}`);
  const calls = [...stub.calls.values()].reduce((sum, count) => sum + count, 0) - callsBefore;
  return { seconds: Number(job.seconds), output: job.output, calls, during };
}

/** A thirtieth of the titles arrive on their followers' first service, in every country. */
function arrive(stub) {
  for (let id = FIRST_TITLE; id < FIRST_TITLE + TITLES; id += 1) {
    if (id % 3 !== 2 || id % 10 !== 0) continue;
    stub.setOffers(
      'movie',
      id,
      Object.fromEntries(COUNTRIES.map((region) => [region, { flatrate: [servicesIn(region)[0]] }])),
    );
  }
}

if (!(await ensureInstalled()) || !(await ensureBuilt())) process.exit(1);
const stub = await startStubTmdb({ latencyMs: 50, generic: true });
await onAdmin([`DROP DATABASE IF EXISTS ${DATABASE}`, `CREATE DATABASE ${DATABASE}`]);
const server = await startBenchServer(PORT, {
  DATABASE_URL: databaseUrl(DATABASE),
  SEED_DEMO: '0',
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  TMDB_API_KEY: 'bench-key',
  CATALOG: 'live',
  TMDB_BASE_URL: stub.baseUrl,
});
const client = new pg.Client({ connectionString: databaseUrl(DATABASE) });
await client.connect();
try {
  const alerts = await fill(client);
  const cookie = await signIn(server.baseUrl, ADMIN);
  const before = await window(server.baseUrl, cookie, Number(args.duration));
  const first = await runCheck(server, cookie, client, stub);
  arrive(stub);
  const second = await runCheck(server, cookie, client, stub);
  const worst = (run) => run.during.reduce((max, part) => (part.p99 > max.p99 ? part : max));
  console.log(
    `\nproduction build, PostgreSQL, ${MEMBERS.toLocaleString('en')} members in ${COUNTRIES.length} countries, ${alerts.toLocaleString('en')} follows of ${TITLES.toLocaleString('en')} titles, stand-in answering in 50 ms`,
  );
  console.log(
    '| run | duration | upstream calls | titles asked | arrivals told | API p99 during (worst window) | target |',
  );
  console.log('|---|---|---|---|---|---|---|');
  for (const [label, run] of /** @type {const} */ ([
    ['first look', first],
    ['arrivals', second],
  ])) {
    const ok = run.seconds <= TARGETS.minutes * 60 && run.calls <= TARGETS.calls;
    console.log(
      `| ${label} | ${run.seconds.toFixed(1)} s | ${run.calls} | ${run.output.asked} | ${run.output.arrivals} | ${worst(run).p99} ms (${worst(run).rate} req/s) | ≤ ${TARGETS.minutes} min, ≤ ${TARGETS.calls.toLocaleString('en')} calls ${ok ? 'ok' : 'MISS'} |`,
    );
  }
  console.log(
    `\nAPI before the checks: p99 ${before.p99} ms at ${before.rate} req/s (${BROWSE}, 8 connections, a member)`,
  );
} finally {
  await client.end();
  await server.stop();
  await stub.close();
  if (!args.keep) await onAdmin([`DROP DATABASE IF EXISTS ${DATABASE}`]);
}
