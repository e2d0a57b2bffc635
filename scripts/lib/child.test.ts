import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const HERE = import.meta.dirname;
const ROOT = path.resolve(HERE, '../..');
const SUPERVISE = path.join(HERE, 'fixtures/supervise.mjs');
const LISTENER = path.join(HERE, 'fixtures/listener.mjs');

/** How long a process chain may take to start or stop before the test gives up (a bound, not a measure). */
const PATIENCE_MS = 20_000;

async function pollFor<T>(check: () => T | undefined | false, what: string, details: () => string): Promise<T> {
  const deadline = Date.now() + PATIENCE_MS;
  for (;;) {
    const value = check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}:\n${details()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A process that has exited is gone, even while its parent has not collected it yet (a zombie). */
function isRunning(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

function canListenOn(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer().once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

interface Chain {
  npm: ChildProcess & { pid: number };
  supervisor: number;
  server: number;
  output: () => string;
}

/** `npm start` in a package whose start script is ours with stand-ins for start.mjs and the server. */
async function npmStart(packageDir: string, port: number): Promise<Chain> {
  const npm = spawn('npm', ['start', '--silent'], {
    cwd: packageDir,
    // Its own process group, as a terminal gives a foreground job: the group is what Ctrl-C signals.
    detached: true,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      PORT: String(port),
      npm_config_update_notifier: 'false',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  npm.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  npm.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const started = await pollFor(
    () => /listening pid=(\d+) supervisor=(\d+)/.exec(output) ?? undefined,
    'the server to listen',
    () => output,
  );
  if (npm.pid === undefined) throw new Error('npm did not start');
  return { npm: npm as Chain['npm'], server: Number(started[1]), supervisor: Number(started[2]), output: () => output };
}

describe('stopping npm start stops the server', () => {
  let packageDir: string;
  const chains: Chain[] = [];

  beforeAll(() => {
    packageDir = mkdtempSync(path.join(tmpdir(), 'pepites-start-'));
    const { scripts } = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    const quoted = [SUPERVISE, process.execPath, LISTENER].map((part) => JSON.stringify(part)).join(' ');
    const start = scripts.start!.replace('scripts/start.mjs', quoted);
    expect(start).not.toBe(scripts.start);
    writeFileSync(
      path.join(packageDir, 'package.json'),
      JSON.stringify({ name: 'start-stand-in', private: true, scripts: { start } }),
    );
  });
  afterAll(() => {
    for (const chain of chains) {
      for (const pid of [chain.server, chain.supervisor, chain.npm.pid])
        if (isRunning(pid)) process.kill(pid, 'SIGKILL');
    }
    rmSync(packageDir, { recursive: true, force: true });
  });

  it.each([
    ['Ctrl-C in the terminal', 'group', 'SIGINT', /^SIGINT$/],
    ['the terminal closing', 'group', 'SIGHUP', /^SIG(HUP|TERM)$/],
    ['SIGINT to npm', 'npm', 'SIGINT', /^SIGINT$/],
    ['SIGTERM to npm', 'npm', 'SIGTERM', /^SIGTERM$/],
    ['SIGHUP to npm', 'npm', 'SIGHUP', /^SIGTERM$/],
    ['SIGKILL to npm', 'npm', 'SIGKILL', /^SIGTERM$/],
    ['SIGINT to start.mjs', 'supervisor', 'SIGINT', /^SIGINT$/],
    ['SIGTERM to start.mjs', 'supervisor', 'SIGTERM', /^SIGTERM$/],
    ['SIGHUP to start.mjs', 'supervisor', 'SIGHUP', /^SIGHUP$/],
    ['SIGKILL to start.mjs', 'supervisor', 'SIGKILL', /^supervisor gone$/],
  ] as const)('%s: the server stops once, gracefully, and frees its port', async (_name, target, signal, reason) => {
    const port = await freePort();
    const chain = await npmStart(packageDir, port);
    chains.push(chain);
    expect(await canListenOn(port)).toBe(false);

    if (target === 'group') process.kill(-chain.npm.pid, signal);
    else process.kill(target === 'npm' ? chain.npm.pid : chain.supervisor, signal);

    const processes = [chain.server, chain.supervisor, chain.npm.pid];
    await pollFor(() => processes.every((pid) => !isRunning(pid)), 'every process to end', chain.output);
    expect(await canListenOn(port)).toBe(true);
    const stops = chain.output().match(/^stopping: .*$/gm) ?? [];
    expect(stops, chain.output()).toHaveLength(1);
    expect(stops[0]!.slice('stopping: '.length)).toMatch(reason);
    expect(chain.output()).not.toContain('forced exit');
  });
});

describe('runQuietly', () => {
  /** What a script that runs `node -e <script>` through runQuietly prints, and its exit code. */
  function quietly(script: string): Promise<{ code: number | null; output: string }> {
    const runner = `import(${JSON.stringify(path.join(HERE, 'child.mjs'))}).then(async ({ runQuietly }) => process.exit(await runQuietly(process.execPath, ['-e', ${JSON.stringify(script)}])))`;
    const child = spawn(process.execPath, ['-e', runner], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    return new Promise((resolve) => child.on('close', (code) => resolve({ code, output })));
  }

  it('keeps the output of a command that succeeds to itself', async () => {
    expect(await quietly('console.log("chunk 1 of 300"); console.error("a warning")')).toEqual({ code: 0, output: '' });
  });

  it('shows the whole output of a command that fails, and passes its exit code on', async () => {
    const { code, output } = await quietly(
      'console.log("compiling"); console.error("error TS2345: wrong type"); process.exit(2)',
    );
    expect(code).toBe(2);
    expect(output).toContain('compiling');
    expect(output).toContain('error TS2345: wrong type');
  });
});
