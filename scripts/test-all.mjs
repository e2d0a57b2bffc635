#!/usr/bin/env node
// `npm test`: every test of the project, ending with the line CI reads: `N passed, N failed, N skipped`.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { run } from './lib/child.mjs';
import { CHROMIUM_PATH } from './lib/chromium.mjs';
import { ensureNode24, POSTGRES_PASS, postgresPass } from './lib/node24.mjs';
import { checkPostgres, DEFAULT_TEST_DATABASE_URL } from './lib/postgres.mjs';
import { ROOT } from './lib/stamps.mjs';

const CHROMIUM = CHROMIUM_PATH;
const countsDir = mkdtempSync(path.join(tmpdir(), 'pepites-counts-'));
const bin = (name) => path.join(ROOT, 'node_modules/.bin', name);
/** @typedef {{ title: string, message: string }} Failure */
/** @type {{ name: string, passed: number, failed: number, skipped: number, seconds: number, note: string, notRun?: boolean, failures?: Failure[] }[]} */
const results = [];

function banner(title) {
  console.log(`\n━━━ ${title} ━━━\n`);
}

/** How many failures, and how many lines of each message, the summary repeats under its step. */
const FAILURES_SHOWN = 8;
const MESSAGE_LINES = 6;

function readCounts(file) {
  const total = { passed: 0, failed: 0, skipped: 0, failures: /** @type {Failure[]} */ ([]) };
  if (!existsSync(file)) return undefined;
  const lines = readFileSync(file, 'utf8').split('\n').filter(Boolean);
  if (lines.length === 0) return undefined;
  for (const line of lines) {
    const counts = JSON.parse(line);
    total.passed += counts.passed;
    total.failed += counts.failed;
    total.skipped += counts.skipped;
    total.failures.push(...(counts.failures ?? []));
  }
  return total;
}

/** Runs one test command; a crash without counts, or a failing exit with no failed test, counts as 1 failed. */
async function testStep(name, command, args, env = {}) {
  banner(name);
  const countsFile = path.join(countsDir, `${results.length}.jsonl`);
  const started = Date.now();
  const code = await run(command, args, { cwd: ROOT, env: { ...process.env, ...env, VITEST_COUNTS_FILE: countsFile } });
  const counts = readCounts(countsFile) ?? { passed: 0, failed: 0, skipped: 0, failures: [] };
  let note = '';
  if (code !== 0 && counts.failed === 0) {
    counts.failed += 1;
    note = `exited ${code} without a failing test (crash or error outside tests), counted as 1 failed`;
  }
  results.push({ name, ...counts, seconds: (Date.now() - started) / 1000, note });
}

/** A failure as the tail of the log shows it: its name, then the first lines of its message. */
/** @param {Failure} failure */
function failureBrief({ title, message }) {
  const lines = stripVTControlCharacters(message)
    .split('\n')
    .map((line) => line.trimEnd())
    .filter(Boolean);
  return [`       ✗ ${title}`, ...lines.slice(0, MESSAGE_LINES).map((line) => `           ${line.slice(0, 160)}`)].join(
    '\n',
  );
}

function recordOutcome(name, outcome, note) {
  results.push({
    name,
    passed: 0,
    failed: outcome === 'failed' ? 1 : 0,
    skipped: 0,
    seconds: 0,
    note,
    notRun: outcome === 'not run',
  });
  console.log(`\n${name}: ${note}`);
}

await testStep(`unit and integration tests (PGlite, Node ${process.versions.node})`, bin('vitest'), ['run']);

const skipPostgres = process.env.PEPITES_SKIP_POSTGRES === '1';
const onThisNode = process.env.PEPITES_NODE24 === '0';
const databaseUrl = process.env.TEST_DATABASE_URL ?? DEFAULT_TEST_DATABASE_URL;
const postgresProblem = skipPostgres ? undefined : await checkPostgres(databaseUrl);
const wantedNode = onThisNode ? `Node ${process.versions.node}` : 'Node 24';
if (skipPostgres) {
  recordOutcome(`${POSTGRES_PASS} (PostgreSQL, ${wantedNode})`, 'not run', 'not run: PEPITES_SKIP_POSTGRES=1');
} else if (postgresProblem) {
  recordOutcome(
    `${POSTGRES_PASS} (PostgreSQL, ${wantedNode})`,
    'failed',
    `PostgreSQL is unreachable at ${new URL(databaseUrl).host} (${postgresProblem}); start it, set TEST_DATABASE_URL, or set PEPITES_SKIP_POSTGRES=1 to skip this run. Counted as 1 failed.`,
  );
} else {
  const node = onThisNode ? { binary: process.execPath, version: process.versions.node } : await ensureNode24();
  if ('problem' in node) {
    recordOutcome(
      `${POSTGRES_PASS} (PostgreSQL, Node 24)`,
      'failed',
      `${node.problem}; check the network and npm's registry, or set PEPITES_NODE24=0 to run this pass on this machine's Node ${process.versions.node}. Counted as 1 failed.`,
    );
  } else {
    // The machines run Node 20; this pass proves the current LTS too (decision 032).
    const pass = postgresPass(node.binary, databaseUrl);
    await testStep(`${POSTGRES_PASS} (PostgreSQL, Node ${node.version})`, pass.command, pass.args, pass.env);
  }
}

banner('build');
const buildStarted = Date.now();
const buildCode = await run('npm', ['run', '--silent', 'build'], { cwd: ROOT });
results.push({
  name: 'build',
  passed: 0,
  failed: buildCode === 0 ? 0 : 1,
  skipped: 0,
  seconds: (Date.now() - buildStarted) / 1000,
  note: buildCode === 0 ? 'ok' : `failed (exit ${buildCode})`,
});

if (buildCode !== 0) {
  recordOutcome('end-to-end tests (Playwright)', 'failed', 'not run because the build failed; counted as 1 failed.');
} else if (!existsSync(CHROMIUM)) {
  recordOutcome(
    'end-to-end tests (Playwright)',
    'failed',
    `${CHROMIUM} is missing: run \`apt-get install -y chromium\`. Counted as 1 failed.`,
  );
} else {
  await testStep('end-to-end tests (Playwright)', bin('playwright'), ['test'], {
    PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
  });
}

rmSync(countsDir, { recursive: true, force: true });

const total = { passed: 0, failed: 0, skipped: 0 };
const nameWidth = Math.max(...results.map((step) => step.name.length));
banner('summary');
for (const step of results) {
  total.passed += step.passed;
  total.failed += step.failed;
  total.skipped += step.skipped;
  const status = step.failed > 0 ? 'FAIL' : step.notRun ? 'skip' : 'ok  ';
  const counts = `${step.passed} passed, ${step.failed} failed, ${step.skipped} skipped`;
  const time = step.seconds ? ` in ${step.seconds.toFixed(1)} s` : '';
  console.log(
    `${status} ${step.name.padEnd(nameWidth)} ${counts}${time}${step.note && step.note !== 'ok' ? `\n       ${step.note}` : ''}`,
  );
  for (const failure of (step.failures ?? []).slice(0, FAILURES_SHOWN)) console.log(failureBrief(failure));
}
console.log(`\n${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(total.failed > 0 ? 1 : 0);
