import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productionServerEnv } from './test/server-env.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
/** Runs its arguments under scripts/lib/child.mjs's runForwardingSignals, as `npm start` runs the server. */
const SUPERVISE = path.join(ROOT, 'scripts/lib/fixtures/supervise.mjs');
const PATIENCE_MS = 90_000;

async function pollFor<T>(
  check: () => Promise<T | undefined> | T | undefined,
  what: string,
  details: () => string,
): Promise<T> {
  const deadline = Date.now() + PATIENCE_MS;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}:\n${details()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A process that has exited is gone, even while nobody has collected it yet (a zombie). */
async function isRunning(pid: number): Promise<boolean> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
}

function listenOn(port: number): Promise<number | undefined> {
  return new Promise((resolve) => {
    const probe = createServer().once('error', () => resolve(undefined));
    probe.listen(port, '127.0.0.1', () => {
      const { port: bound } = probe.address() as { port: number };
      probe.close(() => resolve(bound));
    });
  });
}

/** How many sockets listen on `port` (IPv4 and IPv6), from the kernel's tables: state 0A is LISTEN. */
async function listenersOn(port: number): Promise<number> {
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  const tables = await Promise.all(['/proc/net/tcp', '/proc/net/tcp6'].map((file) => readFile(file, 'utf8')));
  return tables
    .flatMap((table) => table.split('\n').slice(1))
    .map((line) => line.trim().split(/\s+/))
    .filter(([, local, , state]) => local?.endsWith(`:${hexPort}`) && state === '0A').length;
}

describe('the server under npm start', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'pepites-supervised-'));
  });
  afterAll(async () => rm(dataDir, { recursive: true, force: true }));

  it('stops gracefully and frees its port when start.mjs is killed (SIGKILL)', { timeout: 180_000 }, async () => {
    const port = (await listenOn(0))!;
    const serverArgs = ['--conditions=source', '--import', 'tsx', 'apps/server/src/server.ts'];
    const supervisor = spawn(process.execPath, [SUPERVISE, process.execPath, ...serverArgs], {
      cwd: ROOT,
      env: productionServerEnv(port, dataDir, { LOG_LEVEL: 'info', LOG_FORMAT: 'json' }),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    supervisor.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    supervisor.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    let serverPid: number | undefined;
    try {
      await pollFor(
        () => (output.includes('Pépites is ready') ? true : undefined),
        'the server to start',
        () => output,
      );
      serverPid = Number(/"pid":(\d+)[^\n]*"msg":"Server listening/.exec(output)?.[1]);
      expect(serverPid).not.toBe(supervisor.pid);
      expect(await listenersOn(port)).toBeGreaterThan(0);

      supervisor.kill('SIGKILL');
      await pollFor(
        async () => ((await isRunning(serverPid!)) ? undefined : true),
        'the server to stop',
        () => output,
      );
      // Nobody listens on the port any more. (Binding it would also fail while another test file's
      // outgoing connection happens to use the same number as its local port.)
      expect(await listenersOn(port)).toBe(0);
      expect(output).toMatch(/"reason":"the process that started this server is gone","msg":"shutting down"/);
      expect(output).not.toContain('killed by timeout');
    } finally {
      if (serverPid && (await isRunning(serverPid))) process.kill(serverPid, 'SIGKILL');
      supervisor.kill('SIGKILL');
    }
  });
});
