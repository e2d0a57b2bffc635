#!/usr/bin/env node
// `npm run dev`: the API with `tsx watch` and the web app with Vite's dev server, side by side.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ensureInstalled, log, ROOT } from './lib/stamps.mjs';

if (!(await ensureInstalled())) process.exit(1);

/** A workspace's own node_modules/.bin first (npm leaves a package there when versions clash), then the root's. */
const bin = (name, workspace = '.') =>
  [path.join(ROOT, workspace, 'node_modules/.bin', name), path.join(ROOT, 'node_modules/.bin', name)].find((file) =>
    existsSync(file),
  ) ?? name;
const processes = [
  {
    name: 'server',
    // `source` makes @pepites/contracts resolve to its TypeScript, so no contracts build is needed.
    command: bin('tsx'),
    args: ['watch', '--conditions=source', '--clear-screen=false', 'apps/server/src/server.ts'],
    options: { cwd: ROOT, env: { ...process.env, NODE_ENV: 'development' } },
  },
  {
    name: 'web',
    command: bin('vite', 'apps/web'),
    args: [],
    options: { cwd: path.join(ROOT, 'apps/web'), env: process.env },
  },
];

let stopping = false;
const children = processes.map(({ name, command, args, options }) => {
  // Own process groups, so stopping kills each tool with everything it started (esbuild, watchers).
  const child = spawn(command, args, { ...options, stdio: 'inherit', detached: true });
  child.on('error', (error) => {
    log(`${name} could not start: ${error.message}`);
    stopAll(1);
  });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      log(`${name} stopped (${signal ?? `exit ${code}`}); stopping the rest.`);
      stopAll(code ?? 1);
    }
  });
  return child;
});

function stopAll(exitCode) {
  stopping = true;
  const alive = children.filter((child) => child.exitCode === null && child.signalCode === null);
  for (const child of alive) {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  let pending = alive.length;
  if (pending === 0) process.exit(exitCode);
  for (const child of alive) child.once('exit', () => --pending === 0 && process.exit(exitCode));
  setTimeout(() => process.exit(exitCode), 5000).unref();
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stopAll(0));
// On an unexpected crash of this script, the tools must not outlive it.
process.on('exit', () => {
  for (const child of children) {
    if (child.pid && child.exitCode === null && child.signalCode === null) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
  }
});
log(
  `API on http://127.0.0.1:${process.env.PORT ?? 3000}, web on http://localhost:5173 (proxies /api to :3000) — Ctrl-C stops both.`,
);
