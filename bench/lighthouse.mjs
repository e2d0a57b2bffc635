#!/usr/bin/env node
// `npm run bench`: Lighthouse (mobile) on the production build's rendered public pages, each audited
// several times (one run's score swings by a few points), plus the gzip size of the home page's JavaScript.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/lib/chromium.mjs';
import { ensureBuilt, ensureInstalled, ROOT } from '../scripts/lib/stamps.mjs';
import { findPublicList, startBenchServer } from './server.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3105);
/** The list page is added at run time: its id is whatever the demo community was given. */
// A movie of the offline catalogue with its cast (The Matrix): the catalogue's heaviest public page.
const STATIC_PAGES = ['/', '/aboutUs', '/browseLists', '/movieDetails/603'];
const RUNS = 3;
const TARGETS = { performance: 0.95, accessibility: 1, lcpMs: 2000, tbtMs: 150, jsGzipKb: 150 };
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];

/** Gzip -9 size of each script a page really fetched (entry, preloads and the lazy chunks of its route). */
function javascriptSizes(urls) {
  const dist = path.join(ROOT, 'apps/web/dist');
  return urls.map((url) => {
    const content = readFileSync(path.join(dist, url));
    return { url, bytes: content.length, gzipBytes: gzipSync(content, { level: 9 }).length };
  });
}

/** What Lighthouse says would help most, by its largest estimated saving on LCP, FCP or blocking time. */
function opportunitiesOf(audits) {
  return Object.values(audits)
    .map((item) => {
      const [metric, savingsMs] = Object.entries(item.metricSavings ?? {})
        .filter(([name]) => ['LCP', 'FCP', 'TBT'].includes(name))
        .reduce((best, entry) => ((entry[1] ?? 0) > (best[1] ?? 0) ? entry : best), ['', 0]);
      return { id: item.id, metric, savingsMs: savingsMs ?? 0 };
    })
    .filter((item) => item.savingsMs >= 100)
    .sort((a, b) => b.savingsMs - a.savingsMs)
    .slice(0, 4);
}

/** The scripts that kept the main thread busiest (bootup-time): where blocking time comes from. */
function scriptTimesOf(audits) {
  const details = /** @type {{ items?: { url: string, scripting?: number }[] } | undefined} */ (
    audits['bootup-time']?.details
  );
  return (details?.items ?? [])
    .map((item) => ({
      script: item.url.startsWith('http') ? new URL(item.url).pathname : item.url,
      scriptingMs: Math.round(item.scripting ?? 0),
    }))
    .sort((a, b) => b.scriptingMs - a.scriptingMs)
    .slice(0, 3);
}

async function audit(url, port) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits, runtimeError } = result.lhr;
  const details = /** @type {{ items?: { url: string, resourceType?: string }[] } | undefined} */ (
    audits['network-requests']?.details
  );
  const requests = details?.items ?? [];
  const scripts = requests
    .filter((item) => item.resourceType === 'Script' && item.url.startsWith(new URL(url).origin))
    .map((item) => new URL(item.url).pathname);
  // Only audits that weigh on the score; experimental ones (weight 0) are noise here.
  const weighted = new Set(
    (categories.accessibility?.auditRefs ?? []).filter((ref) => ref.weight > 0).map((ref) => ref.id),
  );
  const failedA11y = Object.values(audits)
    .filter((item) => item.score === 0 && weighted.has(item.id))
    .map((item) => item.id);
  return {
    url,
    opportunities: opportunitiesOf(audits),
    scriptTimes: scriptTimesOf(audits),
    performance: categories.performance?.score ?? null,
    accessibility: categories.accessibility?.score ?? null,
    lcpMs: audits['largest-contentful-paint']?.numericValue ?? null,
    tbtMs: audits['total-blocking-time']?.numericValue ?? null,
    cls: audits['cumulative-layout-shift']?.numericValue ?? null,
    failedA11y,
    scripts,
    // Why a score is missing (for instance no largest contentful paint was seen).
    problem: runtimeError?.message ?? audits['largest-contentful-paint']?.errorMessage,
  };
}

/** A fresh Chromium sometimes loses the trace of its first navigation (NO_NAVSTART): ask again. */
async function auditWithRetry(url, port, attempts = 3) {
  let result = await audit(url, port);
  for (let attempt = 1; attempt < attempts && result.performance === null; attempt++) result = await audit(url, port);
  return result;
}

/** The middle value (mean of the two middle ones for an even count), ignoring runs that gave none. */
function median(values) {
  const sorted = values.filter((value) => typeof value === 'number').sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * Each figure is the median of its own over the runs; accessibility, failing audits, opportunities and
 * scripts come from the run whose performance is the median one (they barely vary between runs).
 */
function summarize(pagePath, runs) {
  const scored = runs
    .filter((run) => run.performance !== null)
    .sort((a, b) => (a.performance ?? 0) - (b.performance ?? 0));
  const medianRun = scored[Math.floor((scored.length - 1) / 2)] ?? runs[0];
  return {
    path: pagePath,
    performance: median(runs.map((run) => run.performance)),
    lcpMs: median(runs.map((run) => run.lcpMs)),
    tbtMs: median(runs.map((run) => run.tbtMs)),
    cls: median(runs.map((run) => run.cls)),
    accessibility: medianRun?.accessibility ?? null,
    failedA11y: medianRun?.failedA11y ?? [],
    opportunities: medianRun?.opportunities ?? [],
    scriptTimes: medianRun?.scriptTimes ?? [],
    scripts: medianRun?.scripts ?? [],
    problems: runs.map((run) => run.problem).filter(Boolean),
    runs,
  };
}

async function auditPages(baseUrl, pagePaths, chromePort) {
  const pages = [];
  for (const pagePath of pagePaths) {
    const runs = [];
    for (let run = 0; run < RUNS; run++) runs.push(await auditWithRetry(`${baseUrl}${pagePath}`, chromePort));
    pages.push(summarize(pagePath, runs));
  }
  return pages;
}

const mark = (ok) => (ok ? 'ok  ' : 'MISS');
const atLeast = (value, target) => mark(value !== null && value >= target);
const atMost = (value, target) => mark(value !== null && value <= target);
const fixed = (value, digits) => (value === null ? '—' : value.toFixed(digits));
const ms = (value) => (value === null ? '—' : `${Math.round(value)} ms`);

function printPage(page) {
  const figures = [
    `performance ${fixed(page.performance, 2)} ${atLeast(page.performance, TARGETS.performance)}`,
    `accessibility ${fixed(page.accessibility, 2)} ${atLeast(page.accessibility, TARGETS.accessibility)}`,
    `LCP ${ms(page.lcpMs)} ${atMost(page.lcpMs, TARGETS.lcpMs)}`,
    `TBT ${ms(page.tbtMs)} ${atMost(page.tbtMs, TARGETS.tbtMs)}`,
    `CLS ${fixed(page.cls, 3)}`,
  ];
  console.log(`  ${page.path.padEnd(16)} ${figures.join('  ')}`);
  const indent = ' '.repeat(19);
  // The single runs, so that a median hiding one bad run can be told apart from three bad ones.
  const runs = page.runs.map((run) => `${fixed(run.performance, 2)}/${ms(run.lcpMs)}/${ms(run.tbtMs)}`);
  console.log(`${indent}runs (performance/LCP/TBT): ${runs.join(', ')}`);
  for (const problem of new Set(page.problems)) console.log(`${indent}no score: ${problem}`);
  if (page.failedA11y.length > 0) console.log(`${indent}failing accessibility audits: ${page.failedA11y.join(', ')}`);
  if (page.opportunities.length > 0) {
    console.log(
      `${indent}opportunities: ${page.opportunities.map((item) => `${item.id} (~${Math.round(item.savingsMs)} ms ${item.metric})`).join(', ')}`,
    );
  }
  if (page.tbtMs !== null && page.tbtMs > TARGETS.tbtMs) {
    console.log(
      `${indent}scripting (bootup-time): ${page.scriptTimes.map((item) => `${item.script} ${item.scriptingMs} ms`).join(', ')}`,
    );
  }
}

function printReport(pages, scripts, jsGzipKb) {
  console.log(`\nLighthouse (mobile, simulated throttling), median of ${RUNS} runs`);
  for (const page of pages) printPage(page);
  console.log(
    `\nJavaScript loaded by / (gzip -9): ${jsGzipKb.toFixed(1)} KB ${mark(jsGzipKb <= TARGETS.jsGzipKb)} (target ≤ ${TARGETS.jsGzipKb} KB)`,
  );
  for (const file of scripts)
    console.log(
      `  ${file.url}  ${(file.bytes / 1024).toFixed(1)} KB raw, ${(file.gzipBytes / 1024).toFixed(1)} KB gzip`,
    );
  console.log(
    `Targets: performance ≥ ${TARGETS.performance}, accessibility ${TARGETS.accessibility}, LCP ≤ ${TARGETS.lcpMs} ms, TBT ≤ ${TARGETS.tbtMs} ms, JS ≤ ${TARGETS.jsGzipKb} KB gzip.`,
  );
}

if (!(await ensureInstalled()) || !(await ensureBuilt())) process.exit(1);
const server = await startBenchServer(PORT);
let pages = [];
let listId;
try {
  listId = (await findPublicList(server.baseUrl)).id;
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? CHROMIUM_PATH,
    chromeFlags: CHROME_FLAGS,
  });
  try {
    pages = await auditPages(server.baseUrl, [...STATIC_PAGES, `/listDetails/${listId}`], chrome.port);
  } finally {
    chrome.kill();
  }
} finally {
  await server.stop();
}

const scripts = javascriptSizes(pages[0]?.scripts ?? []);
const jsGzipKb = scripts.reduce((sum, file) => sum + file.gzipBytes, 0) / 1024;
printReport(pages, scripts, jsGzipKb);

const resultsDir = path.join(ROOT, 'bench/results');
mkdirSync(resultsDir, { recursive: true });
const report = {
  date: new Date().toISOString(),
  runsPerPage: RUNS,
  listId,
  targets: TARGETS,
  pages,
  javascript: { gzipKb: Number(jsGzipKb.toFixed(1)), files: scripts },
};
writeFileSync(path.join(resultsDir, 'latest.json'), `${JSON.stringify(report, null, 2)}\n`);
console.log(`\nWritten to bench/results/latest.json`);
