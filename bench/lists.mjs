#!/usr/bin/env node
// `npm run bench:lists`: the lists' read path (decision 017). Fills PostgreSQL with 10,000 and 1,000,000 lists (the
// same shape), starts the production build on each, and drives every scenario with autocannon
// (32 connections), printing req/s, latencies, the server's RSS and CPU, PostgreSQL's CPU, the p50
// ratio between the two sizes and EXPLAIN ANALYZE of one browse request per scenario. Each scenario's
// ceiling is measured too: its answers sent by a bare node:http process (decision 045).
//   --sizes 10k,1m     which databases (default both)
//   --reuse            keep a database generated before with the same shape
//   --duration 15      seconds per scenario
//   --only words       only the scenarios whose names contain one of these comma-separated texts
//   --profile          the server under node --cpu-prof: where its CPU goes during the run (with --only, one scenario)
//   --seed 1           the requests' draw: runs with the same seed on the same database send the same requests (decision 047)
// BENCH_DATABASE_URL   the PostgreSQL server (default postgres://postgres@127.0.0.1:5432/postgres)
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { ensureBuilt, ensureInstalled, ROOT } from '../scripts/lib/stamps.mjs';
import { measureCeiling } from './lists/ceiling.mjs';
import { explainBrowse } from './lists/explain.mjs';
import { printProfile } from './lists/profile.mjs';
import { databaseUrl } from './postgres.mjs';
import { ensureBenchDatabase } from './lists/ensure-database.mjs';
import { cpuSeconds, loadSamples, postgresCpuSeconds, rssMegabytes, scenarios } from './lists/scenarios.mjs';
import { startBenchServer } from './server.mjs';

const { values: args } = parseArgs({
  options: {
    sizes: { type: 'string', default: '10k,1m' },
    reuse: { type: 'boolean', default: false },
    duration: { type: 'string', default: '15' },
    only: { type: 'string' },
    seed: { type: 'string', default: '1' },
    profile: { type: 'boolean', default: false },
  },
});
const PORT = Number(process.env.BENCH_PORT ?? 3106);
const CEILING_PORT = PORT + 1;
const CONNECTIONS = 32;
const SIZES = { '10k': 10_000, '1m': 1_000_000 };
const TARGETS = {
  'browse, no filter, pages 1–10': { reqPerSec: 15000, p99Ms: 15 },
  'browse by type or 1–2 tags': { reqPerSec: 3000, p99Ms: 40 },
  'title words as typed (± a tag)': { reqPerSec: 1000, p99Ms: 100 },
  'list detail (random public lists)': { reqPerSec: 4000 },
  'most-liked users': { reqPerSec: 10000 },
};

/** p50 at 1,000,000 lists ÷ p50 at 10,000: the read path may not slow down with the table. */
const P50_RATIO_MAX = 1.5;

const ensureData = (size) => ensureBenchDatabase(size, SIZES[size], { reuse: args.reuse });

async function runScenario(server, nextPath) {
  const load = {
    url: server.baseUrl,
    connections: CONNECTIONS,
    requests: [{ setupRequest: (request) => ({ ...request, path: nextPath() }) }],
  };
  // A short warm-up fills the caches of the process and of PostgreSQL.
  await autocannon({ ...load, duration: 2 });
  let peakRss = 0;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, rssMegabytes(server.pid))), 200);
  const cpuBefore = { node: cpuSeconds(server.pid), postgres: postgresCpuSeconds() };
  const duration = Number(args.duration);
  const run = { startedAt: Date.now(), endedAt: 0 };
  const result = await autocannon({ ...load, duration });
  run.endedAt = Date.now();
  clearInterval(sampler);
  const nodeCores = +((cpuSeconds(server.pid) - cpuBefore.node) / duration).toFixed(2);
  const postgresCores = +((postgresCpuSeconds() - cpuBefore.postgres) / duration).toFixed(2);
  const reqPerSec = Math.round(result.requests.average);
  const ceilingReqPerSec = await measureCeiling({
    baseUrl: server.baseUrl,
    nextPath,
    port: CEILING_PORT,
    connections: CONNECTIONS,
    duration,
  });
  const row = {
    reqPerSec,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    peakRssMb: Math.round(peakRss),
    nodeCores,
    postgresCores,
    ceilingReqPerSec,
    ofCeiling: +(reqPerSec / ceilingReqPerSec).toFixed(2),
  };
  return { row, run };
}

/**
 * A list's first view makes its QR code and keeps it (one write); the benchmark measures the views
 * after that, so every sampled list is opened once beforehand.
 */
async function openEverySampledList(server, samples) {
  const started = performance.now();
  for (let index = 0; index < samples.publicListIds.length; index += CONNECTIONS) {
    const batch = samples.publicListIds.slice(index, index + CONNECTIONS);
    await Promise.all(
      batch.map((id) =>
        fetch(`${server.baseUrl}/api/list/getById/${id}/user/0`).then((response) => response.arrayBuffer()),
      ),
    );
  }
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `  first views of ${samples.publicListIds.length} lists (QR codes made and kept): ${seconds.toFixed(1)} s`,
  );
}

async function benchSize(size) {
  const name = await ensureData(size);
  const samples = await loadSamples(databaseUrl(name));
  const chosen = (scenario) => !args.only || args.only.split(',').some((part) => scenario.includes(part));
  const chosenScenarios = Object.entries(await scenarios(samples, args.seed)).filter(([scenario]) => chosen(scenario));
  if (args.profile && chosenScenarios.length !== 1)
    throw new Error(`--profile profiles one scenario: --only chose ${chosenScenarios.length}`);
  const profileDir = args.profile ? mkdtempSync(path.join(tmpdir(), 'pepites-profile-')) : null;
  const server = await startBenchServer(
    PORT,
    { DATABASE_URL: databaseUrl(name), SEED_DEMO: '0' },
    { nodeArgs: profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [] },
  );
  const rows = {};
  let lastRun = null;
  try {
    await openEverySampledList(server, samples);
    for (const [scenario, nextPath] of chosenScenarios) {
      ({ row: rows[scenario], run: lastRun } = await runScenario(server, nextPath));
      console.log(`  ${size.padEnd(4)} ${scenario.padEnd(36)} ${JSON.stringify(rows[scenario])}`);
    }
  } finally {
    await server.stop();
  }
  if (profileDir && lastRun) {
    const stoppedAt = Date.now();
    printProfile(profileDir, { fromMs: stoppedAt - lastRun.startedAt, toMs: stoppedAt - lastRun.endedAt });
  }
  const explains = await explainBrowse(databaseUrl(name));
  return { rows, explains };
}

function verdict(scenario, row) {
  const target = TARGETS[scenario];
  const fast =
    row.reqPerSec >= target.reqPerSec &&
    (target.p99Ms === undefined || row.p99Ms <= target.p99Ms) &&
    row.peakRssMb <= 250;
  return fast && row.non2xx === 0 && row.errors === 0 ? 'ok' : 'MISS';
}

function printTable(results) {
  const sizes = Object.keys(results);
  console.log(
    `\nautocannon -c ${CONNECTIONS} -d ${args.duration}, production build, PostgreSQL 15 on the same 2-core machine`,
  );
  console.log(
    '| scenario | size | req/s | p50 ms | p99 ms | RSS MB | node cores | PG cores | ceiling req/s | of ceiling | target | |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const scenario of Object.keys(TARGETS)) {
    if (!sizes.every((size) => results[size]?.rows[scenario])) continue;
    for (const size of sizes) {
      const row = results[size].rows[scenario];
      const target = TARGETS[scenario];
      const goal = `≥ ${target.reqPerSec}${target.p99Ms ? `, p99 ≤ ${target.p99Ms}` : ''}`;
      console.log(
        `| ${scenario} | ${size} | ${row.reqPerSec} | ${row.p50Ms} | ${row.p99Ms} | ${row.peakRssMb} | ${row.nodeCores} | ${row.postgresCores} | ${row.ceilingReqPerSec} | ${row.ofCeiling} | ${goal} | ${verdict(scenario, row)} |`,
      );
    }
    if (results['10k'] && results['1m']) {
      const ratio = results['1m'].rows[scenario].p50Ms / Math.max(results['10k'].rows[scenario].p50Ms, 1);
      console.log(
        `| ${scenario} | p50 1m ÷ 10k | ${ratio.toFixed(2)} | | | | | | | | ≤ ${P50_RATIO_MAX} | ${ratio <= P50_RATIO_MAX ? 'ok' : 'MISS'} |`,
      );
    }
  }
}

if (!(await ensureInstalled()) || !(await ensureBuilt())) process.exit(1);
const results = {};
for (const size of args.sizes.split(',')) results[size] = await benchSize(size);
printTable(results);
for (const [size, { explains }] of Object.entries(results)) {
  for (const [scenario, plan] of Object.entries(explains))
    console.log(`\nEXPLAIN ANALYZE, ${size}, ${scenario}\n${plan}`);
}
const out = path.join(ROOT, 'bench/results');
mkdirSync(out, { recursive: true });
// Sizes not measured this time keep their last figures (each with its own time).
const file = path.join(out, 'lists-latest.json');
const kept = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')).results : {};
const measuredAt = new Date().toISOString();
const fresh = Object.fromEntries(
  Object.entries(results).map(([size, result]) => [
    size,
    { measuredAt, connections: CONNECTIONS, duration: Number(args.duration), ...result },
  ]),
);
writeFileSync(file, `${JSON.stringify({ results: { ...kept, ...fresh } }, null, 2)}\n`);
