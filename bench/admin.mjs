#!/usr/bin/env node
// `npm run bench:admin`: the admin's figures (decision 020) on the 1,000,000-list database of `bench:lists`
// (200,000 members, 5,000,000 likes). Starts the production build on it with an admin account, then
// times, as the admin through the API:
// - the badge check (`GET /api/check-badges`) from no badge at all (every award and notification
//   written), then again (nothing left to award): the target is under 10 s for 200,000 members;
// - the dashboard's reads: stat cards, each table's first and a deep page, and searches.
//   --reuse            keep the database generated before with the same shape
//   --runs 15          requests per read (median and slowest printed)
// BENCH_DATABASE_URL   the PostgreSQL server (default postgres://postgres@127.0.0.1:5432/postgres)
import { parseArgs } from 'node:util';
import pg from 'pg';
import { ensureBuilt, ensureInstalled } from '../scripts/lib/stamps.mjs';
import { ensureBenchDatabase } from './lists/ensure-database.mjs';
import { databaseUrl } from './postgres.mjs';
import { signIn, startBenchServer } from './server.mjs';

const { values: args } = parseArgs({
  options: { reuse: { type: 'boolean', default: false }, runs: { type: 'string', default: '15' } },
});
const PORT = Number(process.env.BENCH_PORT ?? 3107);
const ADMIN = { email: 'admin@bench.invalid', password: 'BenchAdmin123' };
const CHECK_TARGET_S = 10;

const READS = {
  'stat cards': '/api/admin/stats',
  'members, page 1': '/api/users/getAll?page=1',
  'members, page 5,000': '/api/users/getAll?page=5000',
  'members, search "member1234"': '/api/users/getAll?q=member1234',
  'lists, page 1': '/api/lists/getAll?page=1',
  'lists, page 10,000': '/api/lists/getAll?page=10000',
  'lists, search "noir"': '/api/lists/getAll?q=noir',
  'likes, page 1': '/api/admin/likes?page=1',
  'likes, search "cult"': '/api/admin/likes?q=cult',
  badges: '/api/admin/badges',
};

/** @returns {Promise<{ ms: number, body: any }>} */
async function timedGet(baseUrl, cookie, path) {
  const started = performance.now();
  const response = await fetch(`${baseUrl}${path}`, { headers: { cookie } });
  const body = await response.json();
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${JSON.stringify(body)}`);
  return { ms: performance.now() - started, body };
}

/** No badge and no notification: each run measures the same full check. */
async function clearAwards(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query('TRUNCATE user_badges, notifications');
  await client.end();
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

if (!(await ensureInstalled()) || !(await ensureBuilt())) process.exit(1);
const name = await ensureBenchDatabase('1m', 1_000_000, { reuse: args.reuse });
await clearAwards(databaseUrl(name));
const server = await startBenchServer(PORT, {
  DATABASE_URL: databaseUrl(name),
  SEED_DEMO: '0',
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
});
try {
  const cookie = await signIn(server.baseUrl, ADMIN);
  console.log(
    '\nproduction build, PostgreSQL 15 on the same 2-core machine, 200,000 members, 1,000,000 lists, 5,000,000 likes',
  );
  console.log('| badge check | awarded | seconds | target |');
  console.log('|---|---|---|---|');
  for (const label of ['from no badge', 'again (nothing new)']) {
    const { ms, body } = await timedGet(server.baseUrl, cookie, '/api/check-badges');
    console.log(
      `| ${label} | ${body.awarded} | ${(ms / 1000).toFixed(2)} | < ${CHECK_TARGET_S} s ${ms / 1000 < CHECK_TARGET_S ? 'ok' : 'MISS'} |`,
    );
  }
  console.log(`\n| dashboard read (${args.runs} runs) | median ms | slowest ms | rows |`);
  console.log('|---|---|---|---|');
  for (const [label, path] of Object.entries(READS)) {
    const times = [];
    let rows = 0;
    for (let run = 0; run < Number(args.runs); run += 1) {
      const { ms, body } = await timedGet(server.baseUrl, cookie, path);
      times.push(ms);
      const table = [body.users, body.lists, body.groups, body.badges].find(Array.isArray);
      rows = table ? table.length : 1;
    }
    console.log(`| ${label} | ${median(times).toFixed(1)} | ${Math.max(...times).toFixed(1)} | ${rows} |`);
  }
} finally {
  await server.stop();
}
