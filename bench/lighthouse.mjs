#!/usr/bin/env node
// `npm run bench`: Lighthouse (mobile) on the production build, plus the gzip size of the home page's JavaScript.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/lib/chromium.mjs';
import { ensureBuilt, ensureInstalled, ROOT } from '../scripts/lib/stamps.mjs';
import { startBenchServer } from './server.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3105);
const PAGES = ['/', '/aboutUs'];
const TARGETS = { performance: 0.95, accessibility: 1, jsGzipKb: 150 };
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];

/** Gzip -9 size of each script a page really fetched (entry, preloads and the lazy chunks of its route). */
function javascriptSizes(urls) {
  const dist = path.join(ROOT, 'apps/web/dist');
  return urls.map((url) => {
    const content = readFileSync(path.join(dist, url));
    return { url, bytes: content.length, gzipBytes: gzipSync(content, { level: 9 }).length };
  });
}

async function audit(url, port) {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits, runtimeError } = result.lhr;
  const details = /** @type {{ items?: { url: string, resourceType?: string }[] } | undefined} */ (audits['network-requests']?.details);
  const requests = details?.items ?? [];
  const scripts = requests
    .filter((item) => item.resourceType === 'Script' && item.url.startsWith(new URL(url).origin))
    .map((item) => new URL(item.url).pathname);
  // Only audits that weigh on the score; experimental ones (weight 0) are noise here.
  const weighted = new Set((categories.accessibility?.auditRefs ?? []).filter((ref) => ref.weight > 0).map((ref) => ref.id));
  const failedA11y = Object.values(audits)
    .filter((item) => item.score === 0 && weighted.has(item.id))
    .map((item) => item.id);
  // What Lighthouse says would help most, by estimated LCP or FCP savings.
  const opportunities = Object.values(audits)
    .map((item) => ({ id: item.id, savingsMs: Math.max(item.metricSavings?.LCP ?? 0, item.metricSavings?.FCP ?? 0) }))
    .filter((item) => item.savingsMs >= 100)
    .sort((a, b) => b.savingsMs - a.savingsMs)
    .slice(0, 4);
  return {
    url,
    opportunities,
    performance: categories.performance?.score ?? null,
    accessibility: categories.accessibility?.score ?? null,
    lcpMs: audits['largest-contentful-paint']?.numericValue,
    tbtMs: audits['total-blocking-time']?.numericValue,
    cls: audits['cumulative-layout-shift']?.numericValue,
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

const mark = (ok) => (ok ? 'ok  ' : 'MISS');

if (!(await ensureInstalled()) || !(await ensureBuilt())) process.exit(1);
const server = await startBenchServer(PORT);
const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? CHROMIUM_PATH, chromeFlags: CHROME_FLAGS });
const pages = [];
try {
  for (const page of PAGES) pages.push(await auditWithRetry(`${server.baseUrl}${page}`, chrome.port));
} finally {
  chrome.kill();
  await server.stop();
}

const scripts = javascriptSizes(pages[0]?.scripts ?? []);
const jsGzipKb = scripts.reduce((sum, file) => sum + file.gzipBytes, 0) / 1024;

console.log('\nLighthouse (mobile, simulated throttling)');
for (const page of pages) {
  console.log(`  ${page.url.replace(server.baseUrl, '').padEnd(10)} performance ${page.performance?.toFixed(2)} ${mark((page.performance ?? 0) >= TARGETS.performance)}  accessibility ${page.accessibility?.toFixed(2)} ${mark((page.accessibility ?? 0) >= TARGETS.accessibility)}  LCP ${Math.round(page.lcpMs ?? 0)} ms  TBT ${Math.round(page.tbtMs ?? 0)} ms  CLS ${(page.cls ?? 0).toFixed(3)}`);
  if (page.problem) console.log(`             no score: ${page.problem}`);
  if (page.failedA11y.length > 0) console.log(`             failing accessibility audits: ${page.failedA11y.join(', ')}`);
  if (page.opportunities.length > 0) {
    console.log(`             opportunities: ${page.opportunities.map((item) => `${item.id} (~${Math.round(item.savingsMs)} ms)`).join(', ')}`);
  }
}
console.log(`\nJavaScript loaded by / (gzip -9): ${jsGzipKb.toFixed(1)} KB ${mark(jsGzipKb <= TARGETS.jsGzipKb)} (target ≤ ${TARGETS.jsGzipKb} KB)`);
for (const file of scripts) console.log(`  ${file.url}  ${(file.bytes / 1024).toFixed(1)} KB raw, ${(file.gzipBytes / 1024).toFixed(1)} KB gzip`);
console.log(`Targets: performance ≥ ${TARGETS.performance}, accessibility ${TARGETS.accessibility}, JS ≤ ${TARGETS.jsGzipKb} KB gzip.`);

const resultsDir = path.join(ROOT, 'bench/results');
mkdirSync(resultsDir, { recursive: true });
const report = { date: new Date().toISOString(), targets: TARGETS, pages, javascript: { gzipKb: Number(jsGzipKb.toFixed(1)), files: scripts } };
writeFileSync(path.join(resultsDir, 'latest.json'), `${JSON.stringify(report, null, 2)}\n`);
console.log(`\nWritten to bench/results/latest.json`);
