// Starts the built production server for a benchmark on its own port and a throwaway data directory.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT } from '../scripts/lib/stamps.mjs';
import { SERVER_ARGS, serverEnv } from '../scripts/lib/server-command.mjs';

const HEALTH_TIMEOUT_MS = 60_000;

async function waitForHealth(baseUrl, child) {
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited early (exit ${child.exitCode})`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not answer ${baseUrl}/api/health within ${HEALTH_TIMEOUT_MS / 1000} s`);
}

/**
 * Resolves `{ baseUrl, pid, stop }` once /api/health answers; `stop` closes the server and removes its data.
 * `env` adds to the server's environment (a benchmark's own DATABASE_URL, for one); `nodeArgs` go
 * before the server's own (`--cpu-prof`, for one).
 * @param {{ nodeArgs?: string[] }} [options]
 */
export async function startBenchServer(port, extraEnv = {}, options = {}) {
  const { nodeArgs = [] } = options;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pepites-bench-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_DEMO: '1',
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    PUBLIC_URL: baseUrl,
  };
  for (const name of ['DATABASE_URL', 'SMTP_URL', 'TMDB_API_KEY', 'YOUTUBE_API_KEY', 'REDIS_URL', 'CATALOG'])
    delete env[name];
  Object.assign(env, extraEnv);
  const child = spawn(process.execPath, [...nodeArgs, ...SERVER_ARGS], {
    cwd: ROOT,
    env: serverEnv(env),
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(baseUrl, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, pid: child.pid, stop };
}

/** The most liked public list of the demo community, from the same browse API the pages use. */
export async function findPublicList(baseUrl) {
  const response = await fetch(`${baseUrl}/api/lists/getAllListsFiltered/?sort=liked&page=1`);
  if (!response.ok) throw new Error(`browsing the lists answered ${response.status}`);
  const { lists } = /** @type {{ lists: { id: number, title: string, privacy: string }[] }} */ (await response.json());
  const list = lists.find((item) => item.privacy === 'public');
  if (!list) throw new Error('the demo community has no public list');
  return { id: list.id, title: list.title };
}

/** The Cookie header of a session opened through the API (the bench's own admin account, for one). */
export function cookieOf(response) {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/** Signs in through the API and returns the session's Cookie header. */
export async function signIn(baseUrl, credentials) {
  const response = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'pepites' },
    body: JSON.stringify(credentials),
  });
  if (!response.ok) throw new Error(`${credentials.email} could not sign in: ${response.status}`);
  return cookieOf(response);
}
