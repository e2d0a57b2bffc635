import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { run, runQuietly } from './child.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const INSTALL_STAMP = path.join(ROOT, 'node_modules/.pepites-install-stamp');
const BUILD_STAMP = path.join(ROOT, '.build-stamp');
const LOCKFILE = path.join(ROOT, 'package-lock.json');

/** Everything the production build reads; a change to any of them means a rebuild. */
const BUILD_INPUTS = [
  'package-lock.json',
  'tsconfig.base.json',
  'packages/contracts/src',
  'packages/contracts/package.json',
  'packages/contracts/tsconfig.json',
  'apps/server/src',
  'apps/server/drizzle',
  'apps/server/package.json',
  'apps/server/tsconfig.json',
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/package.json',
  'apps/web/tsconfig.json',
  'apps/web/vite.config.ts',
];

/** What must exist after a build; a missing one forces a rebuild whatever the stamp says. */
const BUILD_OUTPUTS = [
  'packages/contracts/dist/index.js',
  'apps/server/dist/server.js',
  'apps/web/dist/index.html',
  'apps/web/dist-server/entry-server.js',
];
const BUILD_DIST_DIRS = ['packages/contracts/dist', 'apps/server/dist', 'apps/web/dist', 'apps/web/dist-server'];

function listFiles(relative) {
  const absolute = path.join(ROOT, relative);
  if (!existsSync(absolute)) return [];
  if (!statSync(absolute).isDirectory()) return [relative];
  return readdirSync(absolute, { withFileTypes: true })
    .filter((entry) => entry.name !== 'node_modules' && entry.name !== 'dist')
    .flatMap((entry) => listFiles(path.join(relative, entry.name)));
}

/** One hash over the paths and contents of every file under `inputs`, in a stable order. */
export function hashInputs(inputs) {
  const hash = createHash('sha256');
  for (const file of inputs.flatMap(listFiles).sort()) {
    hash.update(file.split(path.sep).join('/'));
    hash.update('\0');
    hash.update(readFileSync(path.join(ROOT, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

function readStamp(file) {
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    return undefined;
  }
}

function log(message) {
  console.log(`[pepites] ${message}`);
}

/**
 * Runs `npm ci` when node_modules is missing or package-lock.json changed since the last install.
 * A tree installed by hand (no stamp yet) is trusted when npm's own hidden lockfile is newer than
 * package-lock.json, so a working checkout is not wiped and reinstalled for nothing.
 */
export async function ensureInstalled() {
  const lockHash = hashInputs(['package-lock.json']);
  const stamp = readStamp(INSTALL_STAMP);
  if (stamp === lockHash) return true;
  const hiddenLock = path.join(ROOT, 'node_modules/.package-lock.json');
  if (stamp === undefined && existsSync(hiddenLock) && statSync(hiddenLock).mtimeMs >= statSync(LOCKFILE).mtimeMs) {
    writeFileSync(INSTALL_STAMP, `${lockHash}\n`);
    return true;
  }
  log(
    existsSync(path.join(ROOT, 'node_modules'))
      ? 'package-lock.json changed: npm ci…'
      : 'installing dependencies: npm ci…',
  );
  const code = await run('npm', ['ci', '--no-audit', '--no-fund'], {
    cwd: ROOT,
    env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
  });
  if (code !== 0) {
    log(`npm ci failed (exit ${code}).`);
    return false;
  }
  writeFileSync(INSTALL_STAMP, `${lockHash}\n`);
  return true;
}

/** Builds contracts, server and web when their sources changed since the last successful build. */
export async function ensureBuilt() {
  const sourceHash = hashInputs(BUILD_INPUTS);
  const outputsPresent = BUILD_OUTPUTS.every((file) => existsSync(path.join(ROOT, file)));
  if (outputsPresent && readStamp(BUILD_STAMP) === sourceHash) {
    log('build is up to date.');
    return true;
  }
  log(
    `${outputsPresent ? 'sources changed: building' : 'building contracts, server and web'}, a minute or two (its output is shown only if it fails)…`,
  );
  const started = Date.now();
  // A clean build: `tsc -b` trusts file times, which a copy or checkout can leave older than its
  // build info, and files of deleted sources would otherwise linger in dist.
  for (const dist of BUILD_DIST_DIRS) rmSync(path.join(ROOT, dist), { recursive: true, force: true });
  const code = await runQuietly('npm', ['run', '--silent', 'build'], { cwd: ROOT });
  if (code !== 0) {
    log(`build failed (exit ${code}).`);
    return false;
  }
  writeFileSync(BUILD_STAMP, `${sourceHash}\n`);
  log(`built in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  return true;
}

export { log };
