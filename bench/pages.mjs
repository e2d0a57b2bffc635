#!/usr/bin/env node
// `npm run bench:pages` (and the second half of `npm run bench`): throughput of the pages the server
// renders (decision 018). The production build runs on a fresh PostgreSQL database holding the demo
// community; autocannon (32 connections) asks for a public list's page as a browser would, first as
// visitors sharing the 500 ms page cache, then with every request rendered anew, then for the home
// page, while the server's RSS is sampled.
//   --duration 15      seconds per scenario
//   --flood            also the list page for visitors while anonymous clients send refused writes
//                      (POST /api/logout without the CSRF header: 403) at FLOOD_RATE a second
//   --preview          also a list's link-preview image (preview.png), asked anonymously
// BENCH_DATABASE_URL   the PostgreSQL server (default postgres://postgres@127.0.0.1:5432/postgres)
import { mkdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { ensureBuilt, ensureInstalled, ROOT } from '../scripts/lib/stamps.mjs';
import { databaseUrl, onAdmin } from './postgres.mjs';
import { cpuSeconds, postgresCpuSeconds, rssMegabytes } from './lists/scenarios.mjs';
import { findPublicList, startBenchServer } from './server.mjs';

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '15' },
    flood: { type: 'boolean', default: false },
    preview: { type: 'boolean', default: false },
  },
});
const DATABASE = 'pepites_bench_pages';
const PORT = Number(process.env.BENCH_PORT ?? 3107);
const CONNECTIONS = 32;
const DURATION_S = Number(args.duration);
const WARM_UP_S = 2;
const RSS_SAMPLE_MS = 250;
const MAX_RSS_MB = 250;
/** What a browser sends for a page: the server answers it rendered and compressed. */
const BROWSER_HEADERS = { accept: 'text/html', 'accept-encoding': 'br, gzip' };
/** What a chat or social network's link unfurler sends for a card's image. */
const IMAGE_HEADERS = { accept: 'image/*' };
/** Refused writes a second during the flood scenario: the rate of the attack that emptied the caches. */
const FLOOD_RATE = 320;
const FLOOD_CONNECTIONS = 4;
/** An anonymous write without the CSRF header: refused with 403 before any handler runs. */
const REFUSED_WRITE = { method: 'POST', path: '/api/logout' };

/**
 * The scenarios, in the order they run. `unique` gives every request its own address (`?v=N`), a
 * distinct key of the page cache, so each one is rendered: the cost the cache saves (report only).
 * The page's API calls may still be answered by the API's own visitor cache.
 */
const SCENARIOS = [
  {
    name: 'list page, visitor',
    page: (list) => `/listDetails/${list.id}`,
    unique: false,
    target: { reqPerSec: 1000, p99Ms: 50 },
  },
  ...(args.flood
    ? [
        {
          name: 'list page, visitor, refused writes',
          page: (list) => `/listDetails/${list.id}`,
          unique: false,
          flood: REFUSED_WRITE,
        },
      ]
    : []),
  { name: 'list page, rendered every time', page: (list) => `/listDetails/${list.id}`, unique: true },
  { name: 'home page, visitor', page: () => '/', unique: false },
  ...(args.preview
    ? [
        {
          name: 'list preview image, anonymous',
          page: (list) => `/api/lists/${list.id}/preview.png`,
          unique: false,
          image: true,
        },
      ]
    : []),
];

/** An empty database each run: the server migrates it and seeds the demo community (SEED_DEMO=1) at start. */
const createDatabase = () =>
  onAdmin([`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`, `CREATE DATABASE ${DATABASE}`]);
const dropDatabase = () => onAdmin([`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`]);

/** How React writes text into a page, so that a title with an apostrophe or an ampersand is still found. */
const escapeHtml = (text) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');

/**
 * One request as a browser would send it, before the load: the page must be a rendered 200 (not the
 * empty shell the browser would render itself) that names the list; a wrong id would measure a cheap
 * 404. The scenario's next request, right after, tells whether the page cache answers it. Fetch undoes the compression.
 */
async function checkSample(url, nextUrl, title) {
  const response = await fetch(url, { headers: BROWSER_HEADERS });
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}, not 200: is the list id right?`);
  if (response.headers.get('content-type') === 'image/png') return checkImageSample(response, nextUrl);
  const html = await response.text();
  if (html.includes('<div id="root"></div>'))
    throw new Error(`${url} answered the shell, not a rendered page: did rendering fail?`);
  if (title && !html.includes(title) && !html.includes(escapeHtml(title)))
    throw new Error(`${url} does not contain the list's title "${title}"`);
  const next = await fetch(nextUrl, { headers: BROWSER_HEADERS });
  await next.arrayBuffer();
  return {
    status: response.status,
    contentEncoding: response.headers.get('content-encoding'),
    body: 'HTML',
    bodyKb: +(html.length / 1024).toFixed(1),
    titleFound: Boolean(title),
    nextCache: next.headers.get('x-cache') ?? 'miss',
  };
}

/** An image's sample: its size, and whether the server kept it for the next request. */
async function checkImageSample(response, nextUrl) {
  const { byteLength } = await response.arrayBuffer();
  const next = await fetch(nextUrl, { headers: IMAGE_HEADERS });
  await next.arrayBuffer();
  return {
    status: response.status,
    contentEncoding: null,
    body: 'PNG',
    bodyKb: +(byteLength / 1024).toFixed(1),
    titleFound: false,
    nextCache: next.headers.get('x-cache') ?? 'miss',
  };
}

/** The address of a scenario's requests: always the same, or one never asked before (`?v=N`, N counting up). */
function addresses(pagePath, unique) {
  let counter = 0;
  return unique ? () => `${pagePath}?v=${++counter}` : () => pagePath;
}

/** Autocannon's options for a scenario; `nextPath` is called for every request. */
function loadOptions(baseUrl, nextPath, duration, headers) {
  return {
    url: baseUrl,
    connections: CONNECTIONS,
    duration,
    headers,
    requests: [{ setupRequest: (request) => ({ ...request, path: nextPath() }) }],
  };
}

/** The highest RSS seen while `work` runs, sampled every RSS_SAMPLE_MS. */
async function withPeakRss(pid, work) {
  let peakRss = rssMegabytes(pid);
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, rssMegabytes(pid))), RSS_SAMPLE_MS);
  try {
    return { result: await work(), peakRssMb: Math.round(peakRss) };
  } finally {
    clearInterval(sampler);
  }
}

/**
 * Anonymous clients sending `write` evenly at FLOOD_RATE a second for `durationS` seconds, as the
 * attack did (autocannon's own rate sends each second's requests in one burst, leaving the caches
 * alone the rest of the second). Resolves with the rate reached and the answers' status codes.
 */
async function flood(baseUrl, write, durationS) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: FLOOD_CONNECTIONS });
  const statusCodes = {};
  const count = (code) => (statusCodes[code] = (statusCodes[code] ?? 0) + 1);
  const send = () =>
    new Promise((resolve) => {
      const request = http.request(`${baseUrl}${write.path}`, { method: write.method, agent }, (response) => {
        count(response.statusCode);
        response.resume().on('end', resolve);
      });
      request.on('error', () => resolve(count('error')));
      request.end();
    });
  const inFlight = new Set();
  const started = performance.now();
  let sent = 0;
  for (let elapsed = 0; elapsed < durationS * 1000; elapsed = performance.now() - started) {
    for (const due = Math.floor((elapsed / 1000) * FLOOD_RATE); sent < due; sent += 1) {
      const pending = send();
      inFlight.add(pending);
      void pending.then(() => inFlight.delete(pending));
    }
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
  await Promise.all(inFlight);
  agent.destroy();
  return { reqPerSec: Math.round(sent / durationS), statusCodes };
}

async function runScenario(server, nextPath, scenario) {
  const headers = scenario.image ? IMAGE_HEADERS : BROWSER_HEADERS;
  // A short warm-up: JIT, PostgreSQL's caches, and the list's first view (it makes and keeps its QR code, a write).
  await autocannon(loadOptions(server.baseUrl, nextPath, WARM_UP_S, headers));
  // The process never gives much memory back: RSS before the run tells what earlier scenarios left.
  const rssBeforeMb = Math.round(rssMegabytes(server.pid));
  const cpuBefore = { node: cpuSeconds(server.pid), postgres: postgresCpuSeconds() };
  const flooding = scenario.flood ? flood(server.baseUrl, scenario.flood, DURATION_S) : undefined;
  const { result, peakRssMb } = await withPeakRss(server.pid, () =>
    autocannon(loadOptions(server.baseUrl, nextPath, DURATION_S, headers)),
  );
  const floodResult = flooding && (await flooding);
  return {
    reqPerSec: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    kbPerRequest: +(result.throughput.total / Math.max(result.requests.total, 1) / 1024).toFixed(1),
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes: Object.fromEntries(
      Object.entries(result.statusCodeStats).map(([code, stats]) => [
        code,
        /** @type {{ count: number }} */ (stats).count,
      ]),
    ),
    rssBeforeMb,
    peakRssMb,
    nodeCores: +((cpuSeconds(server.pid) - cpuBefore.node) / DURATION_S).toFixed(2),
    postgresCores: +((postgresCpuSeconds() - cpuBefore.postgres) / DURATION_S).toFixed(2),
    ...(floodResult ? { flood: floodResult } : {}),
  };
}

/**
 * Every figure with a target, and whether it is met; a run with failed requests misses whatever its
 * speed. RSS has its target under the load (the list page for visitors); under the others
 * (every request rendered, the home page) it is reported.
 */
function verdicts(row, target) {
  const checks = { clean: row.non2xx === 0 && row.errors === 0 && row.timeouts === 0 };
  if (target)
    Object.assign(checks, {
      reqPerSec: row.reqPerSec >= target.reqPerSec,
      p99: row.p99Ms <= target.p99Ms,
      rss: row.peakRssMb <= MAX_RSS_MB,
    });
  return checks;
}

const describeSample = (sample) =>
  `sample: ${sample.status}, ${sample.contentEncoding ?? 'identity'}, ${sample.bodyKb} KB of ${sample.body}${sample.titleFound ? ', title found' : ''}, x-cache of the next request: ${sample.nextCache}`;

const mark = (ok) => (ok === undefined ? '' : ok ? 'ok' : 'MISS');

function printTable(rows) {
  console.log(
    `\nRendered pages: autocannon -c ${CONNECTIONS} -d ${DURATION_S}, accept: text/html, accept-encoding: br, gzip; production build, PostgreSQL 15, same machine`,
  );
  console.log(
    '| scenario | path | req/s | | p50 ms | p99 ms | | KB/req on the wire | non-2xx | errors | RSS MB before → max | | node cores | PG cores |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const row of rows) {
    const { checks } = row;
    const failures = `${row.non2xx} | ${row.errors + row.timeouts}`;
    console.log(
      `| ${row.name} | ${row.path} | ${row.reqPerSec} | ${mark(checks.reqPerSec)} | ${row.p50Ms} | ${row.p99Ms} | ${mark(checks.p99)} | ${row.kbPerRequest} | ${failures} | ${row.rssBeforeMb} → ${row.peakRssMb} | ${mark(checks.rss)} | ${row.nodeCores} | ${row.postgresCores} |`,
    );
    if (!checks.clean)
      console.log(
        `  ${row.name}: status codes ${JSON.stringify(row.statusCodes)}, ${row.errors} errors, ${row.timeouts} timeouts`,
      );
  }
  for (const row of rows) console.log(`${row.name}: ${describeSample(row.sample)}`);
  for (const row of rows.filter((item) => item.flood)) {
    console.log(
      `${row.name}: ${row.flood.reqPerSec} refused writes a second alongside (${FLOOD_CONNECTIONS} connections, ${REFUSED_WRITE.method} ${REFUSED_WRITE.path}), status codes ${JSON.stringify(row.flood.statusCodes)}`,
    );
  }
  const [target] = SCENARIOS.filter((scenario) => scenario.target).map((scenario) => scenario.target);
  console.log(
    `Targets: list page as a visitor ≥ ${target?.reqPerSec} req/s and p99 ≤ ${target?.p99Ms} ms; RSS ≤ ${MAX_RSS_MB} MB under that load; no non-2xx or error in any scenario.`,
  );
}

async function benchPages(server) {
  const list = await findPublicList(server.baseUrl);
  console.log(`\nlist ${list.id} "${list.title}"`);
  const rows = [];
  for (const scenario of SCENARIOS) {
    const pagePath = scenario.page(list);
    const nextPath = addresses(pagePath, scenario.unique);
    const title = pagePath.startsWith('/listDetails/') ? list.title : undefined;
    const sample = await checkSample(`${server.baseUrl}${nextPath()}`, `${server.baseUrl}${nextPath()}`, title);
    const figures = await runScenario(server, nextPath, scenario);
    const row = {
      name: scenario.name,
      path: scenario.unique ? `${pagePath}?v=N` : pagePath,
      target: scenario.target,
      sample,
      ...figures,
    };
    rows.push({ ...row, checks: verdicts(row, scenario.target) });
    console.log(`  ${scenario.name.padEnd(32)} ${describeSample(sample)}`);
    console.log(`  ${''.padEnd(32)} ${JSON.stringify(figures)}`);
  }
  return { list, rows };
}

if (!(await ensureInstalled()) || !(await ensureBuilt())) process.exit(1);
let outcome;
try {
  await createDatabase();
  const server = await startBenchServer(PORT, { DATABASE_URL: databaseUrl(DATABASE), SEED_DEMO: '1' });
  try {
    outcome = await benchPages(server);
  } finally {
    await server.stop();
  }
} finally {
  await dropDatabase();
}

printTable(outcome.rows);
const resultsDir = path.join(ROOT, 'bench/results');
mkdirSync(resultsDir, { recursive: true });
const report = {
  date: new Date().toISOString(),
  connections: CONNECTIONS,
  durationS: DURATION_S,
  headers: BROWSER_HEADERS,
  maxRssMb: MAX_RSS_MB,
  ...outcome,
};
writeFileSync(path.join(resultsDir, 'pages-latest.json'), `${JSON.stringify(report, null, 2)}\n`);
console.log('\nWritten to bench/results/pages-latest.json');
// Failed requests mean the figures measured something else than the page: say so in the exit code.
if (outcome.rows.some((row) => !row.checks.clean)) process.exitCode = 1;
