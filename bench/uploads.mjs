#!/usr/bin/env node
// `npm run bench:uploads`: the server's memory under bursts of large image uploads. The production
// build runs on the embedded PGlite database (or PostgreSQL with `--db postgres`) with an admin
// account, which sends rounds of parallel 24-megapixel badge icons (JPEG and PNG, each under the
// 5 MB limit) while the server's RSS is sampled; /proc's VmHWM, reset before each scenario, gives
// the peak the samples may miss. Bursts of 49-megapixel images, refused from their header before
// any decoding, run first: what the requests cost without the decoding. The server is measured
// after a restart on its database: the first boot also carries what creating the database took
// (PGlite's initdb), printed apart.
//   --db pglite          or postgres (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres)
//   --parallel 8         uploads sent at once
//   --rounds 3           bursts of each scenario
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ensureBuilt, ensureInstalled, ROOT } from '../scripts/lib/stamps.mjs';
import { databaseUrl, onAdmin } from './postgres.mjs';
import { rssMegabytes } from './lists/scenarios.mjs';
import { signIn, startBenchServer } from './server.mjs';

const { values: args } = parseArgs({
  options: {
    db: { type: 'string', default: 'pglite' },
    parallel: { type: 'string', default: '8' },
    rounds: { type: 'string', default: '3' },
  },
});
if (!['pglite', 'postgres'].includes(args.db)) throw new Error(`--db is pglite or postgres, not ${args.db}`);
const PORT = Number(process.env.BENCH_PORT ?? 3918);
const PARALLEL = Number(args.parallel);
const ROUNDS = Number(args.rounds);
const DATABASE = 'pepites_bench_uploads';
const ADMIN = { email: 'admin@bench.invalid', password: 'BenchAdmin123' };
const RSS_SAMPLE_MS = 50;
const MAX_RSS_MB = 300;

// sharp is the server's dependency, not the root's.
const sharp = createRequire(path.join(ROOT, 'apps/server/package.json'))('sharp');

/**
 * A width×height picture of coloured 20-pixel blocks: decoded, as big as any photo of that size,
 * yet small on disk (one block row repeats 20 times, which PNG and JPEG both compress).
 */
function blocks(width, height) {
  const noise = Buffer.alloc((width / 20) * (height / 20) * 3);
  for (let index = 0; index < noise.length; index += 1) noise[index] = Math.floor(Math.random() * 256);
  return sharp(noise, { raw: { width: width / 20, height: height / 20, channels: 3 } }).resize(width, height, {
    kernel: 'nearest',
  });
}

async function makeImages() {
  const images = {
    jpeg24: await blocks(6000, 4000).jpeg({ quality: 90 }).toBuffer(),
    png24: await blocks(6000, 4000).png({ compressionLevel: 9 }).toBuffer(),
    png49: await blocks(7000, 7000).png({ compressionLevel: 9 }).toBuffer(),
  };
  const sizes = Object.entries(images).map(([name, bytes]) => `${name} ${(bytes.length / 1024 / 1024).toFixed(2)} MB`);
  console.log(`images: ${sizes.join(', ')}`);
  return images;
}

const SCENARIOS = [
  { name: '49 MP PNG, refused from its header', expect: 413, pick: (images) => images.png49 },
  {
    name: '24 MP JPEG and PNG, stored',
    expect: 200,
    pick: (images, index) => (index % 2 ? images.png24 : images.jpeg24),
  },
];

async function upload(baseUrl, cookie, bytes) {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type: 'image/png' }), 'icon.png');
  const response = await fetch(`${baseUrl}/api/uploads/badge`, {
    method: 'POST',
    headers: { cookie, 'x-requested-with': 'pepites', 'accept-language': 'en' },
    body: form,
  });
  const body = await response.text();
  return { status: response.status, body };
}

function peakRssMegabytes(pid) {
  const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : 0;
}

/** Sets the process's VmHWM back to its current RSS (Linux's clear_refs), so it tells the next scenario's peak. */
const resetPeakRss = (pid) => writeFileSync(`/proc/${pid}/clear_refs`, '5');

/** Rounds of `PARALLEL` uploads at once: statuses, rate and the highest RSS while they ran. */
async function runScenario(server, cookie, images, scenario) {
  const statuses = {};
  const unexpected = [];
  const rssBeforeMb = Math.round(rssMegabytes(server.pid));
  resetPeakRss(server.pid);
  let sampledPeak = rssMegabytes(server.pid);
  const sampler = setInterval(() => (sampledPeak = Math.max(sampledPeak, rssMegabytes(server.pid))), RSS_SAMPLE_MS);
  const started = performance.now();
  try {
    for (let round = 0; round < ROUNDS; round += 1) {
      const burst = Array.from({ length: PARALLEL }, (_, index) =>
        upload(server.baseUrl, cookie, scenario.pick(images, index)),
      );
      for (const { status, body } of await Promise.all(burst)) {
        statuses[status] = (statuses[status] ?? 0) + 1;
        if (status !== scenario.expect) unexpected.push(`${status} ${body.slice(0, 200)}`);
      }
    }
  } finally {
    clearInterval(sampler);
  }
  const seconds = (performance.now() - started) / 1000;
  return {
    statuses,
    unexpected,
    uploadsPerSecond: (ROUNDS * PARALLEL) / seconds,
    rssBeforeMb,
    sampledPeakMb: Math.round(sampledPeak),
    peakMb: Math.round(Math.max(sampledPeak, peakRssMegabytes(server.pid))),
    rssAfterMb: Math.round(rssMegabytes(server.pid)),
  };
}

/** Starts the server on `env`'s database once to create it (migrations, admin), and reports its RSS then. */
async function createDatabase(env) {
  const server = await startBenchServer(PORT, env);
  try {
    await signIn(server.baseUrl, ADMIN);
    return Math.round(rssMegabytes(server.pid));
  } finally {
    await server.stop();
  }
}

async function bench(dataDir) {
  const images = await makeImages();
  const env = { SEED_DEMO: '0', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, DATA_DIR: dataDir };
  if (args.db === 'postgres') env.DATABASE_URL = databaseUrl(DATABASE);
  const firstBootRssMb = await createDatabase(env);
  const server = await startBenchServer(PORT, env);
  try {
    const cookie = await signIn(server.baseUrl, ADMIN);
    console.log(
      `\n${PARALLEL} parallel badge icon uploads × ${ROUNDS} rounds; production build on ${args.db === 'postgres' ? 'PostgreSQL 15' : 'PGlite (embedded)'}, same machine`,
    );
    console.log(
      `RSS at rest after sign-in: ${Math.round(rssMegabytes(server.pid))} MB (first boot, which created the database: ${firstBootRssMb} MB)`,
    );
    console.log('| scenario | statuses | uploads/s | RSS MB before | peak RSS MB (VmHWM) | RSS MB after |');
    console.log('|---|---|---|---|---|---|');
    const rows = [];
    for (const scenario of SCENARIOS) {
      const row = { name: scenario.name, ...(await runScenario(server, cookie, images, scenario)) };
      rows.push(row);
      console.log(
        `| ${row.name} | ${JSON.stringify(row.statuses)} | ${row.uploadsPerSecond.toFixed(2)} | ${row.rssBeforeMb} | ${row.peakMb} | ${row.rssAfterMb} |`,
      );
      for (const line of row.unexpected) console.log(`  unexpected: ${line}`);
    }
    return rows;
  } finally {
    await server.stop();
  }
}

if (!(await ensureInstalled()) || !(await ensureBuilt())) process.exit(1);
const dataDir = mkdtempSync(path.join(tmpdir(), 'pepites-bench-uploads-'));
if (args.db === 'postgres')
  await onAdmin([`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`, `CREATE DATABASE ${DATABASE}`]);
let rows;
try {
  rows = await bench(dataDir);
} finally {
  if (args.db === 'postgres') await onAdmin([`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`]);
  rmSync(dataDir, { recursive: true, force: true });
}
const peak = Math.max(...rows.map((row) => row.peakMb));
const stored = rows.find((row) => row.name.includes('stored'));
const failed = rows.some((row) => row.unexpected.length > 0);
console.log(
  `\nPeak RSS under the bursts: ${peak} MB (target < ${MAX_RSS_MB} MB: ${peak < MAX_RSS_MB ? 'ok' : 'MISS'}); 24 MP uploads stored: ${stored?.uploadsPerSecond.toFixed(2)}/s; ${failed ? 'some uploads got an unexpected status' : 'every upload got its expected status'}.`,
);
if (failed || peak >= MAX_RSS_MB) process.exitCode = 1;
