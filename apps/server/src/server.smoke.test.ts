import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const PORT = '3101';

interface Run {
  child: ChildProcess;
  stdout: () => string;
  stderr: () => string;
  exit: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** The real entry point, as `npm start` runs it, with `@pepites/contracts` read from its source. */
function startServer(env: Record<string, string>): Run {
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout?.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (err += chunk.toString()));
  const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  return { child, stdout: () => out, stderr: () => err, exit };
}

async function waitForHealth(run: Run, url: string): Promise<Response> {
  for (;;) {
    if (run.child.exitCode !== null) throw new Error(`server exited early: ${run.stderr()}`);
    try {
      const response = await fetch(url);
      if (response.ok) return response;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe('server entry point', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'pepites-smoke-'));
  });
  afterAll(async () => rm(dataDir, { recursive: true, force: true }));

  it('starts on an empty DATA_DIR, answers /api/health, and exits 0 on SIGINT', { timeout: 120_000 }, async () => {
    const run = startServer({ DATA_DIR: dataDir, PORT, HOST: '127.0.0.1' });
    try {
      const health = await waitForHealth(run, `http://127.0.0.1:${PORT}/api/health`);
      expect(await health.json()).toEqual({ status: 'ok', database: 'ok', catalog: 'offline' });
      expect(run.stdout()).toContain(`Pépites is ready on http://127.0.0.1:${PORT}`);
      // A fresh embedded database gets the admin and the demo community.
      const stats = (await (await fetch(`http://127.0.0.1:${PORT}/api/stats`)).json()) as {
        users: number;
        lists: number;
      };
      expect(stats.users).toBeGreaterThan(1);
      expect(stats.lists).toBeGreaterThan(0);
      const password = (await readFile(path.join(dataDir, 'admin-password.txt'), 'utf8')).trim();
      expect(password.length).toBeGreaterThanOrEqual(8);
    } finally {
      run.child.kill('SIGINT');
    }
    expect(await run.exit).toEqual({ code: 0, signal: null });
  });

  it('starts again on the same data without seeding twice', { timeout: 120_000 }, async () => {
    const run = startServer({ DATA_DIR: dataDir, PORT, HOST: '127.0.0.1' });
    try {
      await waitForHealth(run, `http://127.0.0.1:${PORT}/api/health`);
      expect(run.stdout()).not.toContain('Demo community created');
    } finally {
      run.child.kill('SIGTERM');
    }
    expect(await run.exit).toEqual({ code: 0, signal: null });
  });

  it.each([
    ['PORT', 'abc'],
    ['CATALOG', 'foo'],
    ['DATABASE_URL', 'notaurl'],
  ])('stops at once on a bad %s with exit 1 and one line naming it', { timeout: 60_000 }, async (variable, value) => {
    const run = startServer({ DATA_DIR: dataDir, [variable]: value });
    expect((await run.exit).code).toBe(1);
    const lines = run.stderr().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(new RegExp(`^Invalid configuration: ${variable} `));
    expect(run.stderr()).not.toContain(value);
    expect(run.stdout()).toBe('');
  });
});
