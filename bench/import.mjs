#!/usr/bin/env node
// `npm run bench:import`: how long a large Letterboxd export takes to import, and what it costs the
// other members meanwhile. The production build runs on PostgreSQL (or PGlite with `--db pglite`)
// with the demo community and the offline catalogue. A member uploads a Letterboxd account export
// of `--watched` watched films and `--lists` lists of `--entries` entries (the catalogue's films,
// then made-up titles it cannot know, as a real export has films our catalogue lacks); visitors
// browse the lists at a steady rate from their own loopback addresses, first with the server idle,
// then while the import runs. Prints the import's time and counts, and the browse latencies (p50, p99) of both runs.
//   --db postgres        or pglite
//   --watched 5000       rows of watched.csv
//   --lists 20           lists in lists/
//   --entries 100        entries per list
//   --visitors 20        loopback addresses the visitors browse from
//   --rate 200           browse requests a second, all visitors together
import { parseArgs } from 'node:util';
import { writeZip } from '../apps/server/src/modules/exports/zip-writer.ts';
import { offlineTitleList } from '../apps/server/src/modules/catalog/offline/offline-title-list.ts';
import { ensureBuilt, ensureInstalled } from '../scripts/lib/stamps.mjs';
import { addressOf, call } from './fleet/client.mjs';
import { databaseUrl, onAdmin } from './postgres.mjs';
import { signIn, startBenchServer } from './server.mjs';

const { values: args } = parseArgs({
  options: {
    db: { type: 'string', default: 'postgres' },
    watched: { type: 'string', default: '5000' },
    lists: { type: 'string', default: '20' },
    entries: { type: 'string', default: '100' },
    visitors: { type: 'string', default: '20' },
    rate: { type: 'string', default: '200' },
  },
});
if (!['pglite', 'postgres'].includes(args.db)) throw new Error(`--db is pglite or postgres, not ${args.db}`);
const PORT = Number(process.env.BENCH_PORT ?? 3919);
const DATABASE = 'pepites_bench_import';
const ADMIN = { email: 'admin@bench.invalid', password: 'BenchAdmin123' };
const IDLE_MS = 15_000;
const IMPORT_TIMEOUT_MS = 10 * 60_000;
const TARGET_SECONDS = 30;
const TARGET_RATIO = 2;
/** Often enough to end the busy run soon after the import; the import's own times give its duration. */
const POLL_MS = 500;
const RUNNING = new Set(['queued', 'matching', 'creating']);

/** A CSV cell, quoted when it holds a comma, a quote or a line break (titles do). */
const cell = (value) => (/[",\n]/.test(String(value)) ? `"${String(value).replaceAll('"', '""')}"` : String(value));
const csv = (rows) => rows.map((row) => row.map(cell).join(',')).join('\n') + '\n';

const knownFilms = () =>
  offlineTitleList()
    .filter((title) => title.type === 'movie')
    .map((title) => ({ name: title.title, year: title.year ?? '' }));

/** @typedef {{ name: string, year: number | string }} Film */

/**
 * Films to write: every film of the offline catalogue, then made-up ones, `count` in all.
 * @returns {Film[]}
 */
function films(count) {
  const known = knownFilms();
  return Array.from(
    { length: count },
    (_, index) => known[index] ?? { name: `Bench film ${index}, the "${index % 7}" cut`, year: 1950 + (index % 70) },
  );
}

function letterboxdExport() {
  const watched = films(Number(args.watched));
  const known = knownFilms();
  const entries = Number(args.entries);
  const uri = (index) => `https://boxd.it/b${index}`;
  const files = [
    {
      name: 'watched.csv',
      data: csv([
        ['Date', 'Name', 'Year', 'Letterboxd URI'],
        ...watched.map((film, index) => ['2024-01-01', film.name, film.year, uri(index)]),
      ]),
    },
  ];
  for (let list = 0; list < Number(args.lists); list += 1) {
    const header = [
      ['Letterboxd list export v7'],
      ['Date', 'Name', 'Tags', 'URL', 'Description'],
      ['2024-02-01', `Bench list ${list}`, '', `https://boxd.it/l${list}`, 'Imported by the benchmark'],
      [],
      ['Position', 'Name', 'Year', 'URL', 'Description'],
    ];
    // Lists are of films the catalogue knows, each from another place, so they overlap but differ;
    // past the catalogue's size a list repeats none of its own.
    const rows = Array.from({ length: entries }, (_, position) => {
      const film = /** @type {Film} */ (known[(list * 37 + position) % known.length]);
      return [position + 1, film.name, film.year, uri(position), position % 10 === 0 ? 'A note, with a comma' : ''];
    });
    files.push({ name: `lists/bench-list-${list}.csv`, data: csv([...header, ...rows]) });
  }
  return writeZip(files);
}

function percentile(sorted, fraction) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))];
}

const SEARCH_LETTERS = 'abcdefghilmnoprstu';
const searchWord = () =>
  Array.from({ length: 2 }, () => SEARCH_LETTERS[Math.floor(Math.random() * SEARCH_LETTERS.length)]).join('');

/**
 * Visitors browsing at `--rate` requests a second, sent on time whether or not the earlier ones
 * have been answered (people do not wait for each other), from `--visitors` loopback addresses:
 * pages of the newest and most liked lists, and one request in four a title search, which the
 * visitors' cache has not kept. Resolves the latencies (ms) and statuses at `stop()`.
 */
function browse(port) {
  const latencies = [];
  const statuses = {};
  const inFlight = new Set();
  let sent = 0;
  const send = () => {
    const page = (sent % 5) + 1;
    const from = addressOf(9, (sent % Number(args.visitors)) + 1);
    const path =
      sent % 4 === 3
        ? `/api/lists/getAllListsFiltered/?title=${searchWord()}`
        : `/api/lists/getAllListsFiltered/?sort=${page % 2 ? 'liked' : 'newest'}&page=${page}`;
    sent += 1;
    const request = call({ port, path, from }).then(({ status, ms }) => {
      statuses[status] = (statuses[status] ?? 0) + 1;
      latencies.push(ms);
      inFlight.delete(request);
    });
    inFlight.add(request);
  };
  const timer = setInterval(send, 1000 / Number(args.rate));
  return {
    async stop() {
      clearInterval(timer);
      await Promise.all(inFlight);
      const sorted = latencies.sort((a, b) => a - b);
      return { requests: sorted.length, statuses, p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99) };
    },
  };
}

async function upload(baseUrl, cookie, zip) {
  const form = new FormData();
  form.append('file', new Blob([zip], { type: 'application/zip' }), 'letterboxd-export.zip');
  const response = await fetch(`${baseUrl}/api/imports`, {
    method: 'POST',
    headers: { cookie, 'x-requested-with': 'pepites', 'accept-language': 'en' },
    body: form,
  });
  const body = /** @type {{ import: { id: string } }} */ (await response.json());
  if (response.status !== 202) throw new Error(`the upload answered ${response.status}: ${JSON.stringify(body)}`);
  return body.import;
}

/** @typedef {{ status: string, counts: object, error: string | null, createdAt: string, finishedAt: string }} ImportView */

/** @returns {Promise<ImportView>} */
async function waitForImport(baseUrl, cookie) {
  const deadline = Date.now() + IMPORT_TIMEOUT_MS;
  for (;;) {
    const response = await fetch(`${baseUrl}/api/imports/latest`, { headers: { cookie, 'accept-language': 'en' } });
    const { import: view } = /** @type {{ import: ImportView | null }} */ (await response.json());
    if (view && !RUNNING.has(view.status)) return view;
    if (Date.now() > deadline) throw new Error(`the import had not ended after ${IMPORT_TIMEOUT_MS / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

const format = (ms) => `${ms.toFixed(1)} ms`;

async function bench() {
  const zip = letterboxdExport();
  const known = knownFilms().length;
  const env = { SEED_DEMO: '1', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password };
  if (args.db === 'postgres') env.DATABASE_URL = databaseUrl(DATABASE);
  const server = await startBenchServer(PORT, env);
  try {
    const cookie = await signIn(server.baseUrl, ADMIN);
    console.log(
      `\nLetterboxd export: ${args.watched} watched films (${known} of them in the offline catalogue), ${args.lists} lists × ${args.entries} entries, ${(zip.length / 1024).toFixed(0)} KB zipped; production build on ${args.db === 'postgres' ? 'PostgreSQL' : 'PGlite (embedded)'}, ${args.visitors} visitors browsing ${args.rate} requests/s`,
    );
    const idleLoad = browse(PORT);
    await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
    const idle = await idleLoad.stop();

    const busyLoad = browse(PORT);
    await upload(server.baseUrl, cookie, zip);
    const view = await waitForImport(server.baseUrl, cookie);
    // From the upload's answer to the end, by the server's clock.
    const seconds = (Date.parse(view.finishedAt) - Date.parse(view.createdAt)) / 1000;
    const busy = await busyLoad.stop();

    console.log(`import: ${view.status} in ${seconds.toFixed(1)} s; counts ${JSON.stringify(view.counts)}`);
    if (view.error) console.log(`  error: ${view.error}`);
    console.log('| browse | requests | statuses | p50 | p99 |');
    console.log('|---|---|---|---|---|');
    for (const [name, run] of /** @type {const} */ ([
      ['idle', idle],
      ['during the import', busy],
    ]))
      console.log(
        `| ${name} | ${run.requests} | ${JSON.stringify(run.statuses)} | ${format(run.p50)} | ${format(run.p99)} |`,
      );
    const ratio = busy.p99 / idle.p99;
    const ok = view.status === 'done' && seconds <= TARGET_SECONDS && ratio <= TARGET_RATIO;
    console.log(
      `\nImport ${seconds.toFixed(1)} s (target ≤ ${TARGET_SECONDS} s); browse p99 during it ${ratio.toFixed(2)}× idle (target ≤ ${TARGET_RATIO}×): ${ok ? 'ok' : 'MISS'}.`,
    );
    return ok;
  } finally {
    await server.stop();
  }
}

if (!(await ensureInstalled()) || !(await ensureBuilt())) process.exit(1);
if (args.db === 'postgres')
  await onAdmin([`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`, `CREATE DATABASE ${DATABASE}`]);
let ok = false;
try {
  ok = await bench();
} finally {
  if (args.db === 'postgres') await onAdmin([`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`]);
}
if (!ok) process.exitCode = 1;
