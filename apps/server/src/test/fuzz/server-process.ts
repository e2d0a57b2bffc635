import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

/** Ports 3000-3200 belong to other people's servers on this machine; the fuzzer keeps to its own range. */
export const FUZZ_PORTS = { from: 3300, to: 3399 } as const;

export interface RunningServer {
  url: string;
  port: number;
  logFile: string;
  alive(): boolean;
  exitDescription(): string;
  /** SIGTERM (PGlite must be closed), then SIGKILL after `graceMs`; says how it ended. */
  stop(graceMs?: number): Promise<string>;
}

function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

export async function findFreePort(): Promise<number> {
  for (let port = FUZZ_PORTS.from; port <= FUZZ_PORTS.to; port += 1) {
    if (await isPortFree(port)) return port;
  }
  throw new Error(`no free port between ${FUZZ_PORTS.from} and ${FUZZ_PORTS.to}`);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `GET /api/health`'s status, or undefined when nothing answered within 5 s. */
export async function checkHealth(url: string): Promise<number | undefined> {
  try {
    const response = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(5000) });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return undefined;
  }
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

/** The last `count` lines of a log file ('' when it cannot be read). */
export function logTail(file: string, count: number): string {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-count).join('\n');
  } catch {
    return '';
  }
}

/** Starts `node <serverJs>` with `env` and waits until `GET /api/health` answers 200. */
export async function startServer(options: {
  serverJs: string;
  env: NodeJS.ProcessEnv;
  port: number;
  logDir: string;
  startTimeoutMs?: number;
}): Promise<RunningServer> {
  const url = `http://127.0.0.1:${options.port}`;
  const logFile = path.join(options.logDir, 'server.log');
  const log = createWriteStream(logFile);
  const child = spawn(process.execPath, [options.serverJs], { env: options.env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  const alive = () => child.exitCode === null && child.signalCode === null;
  const server: RunningServer = {
    url,
    port: options.port,
    logFile,
    alive,
    exitDescription: () => (alive() ? 'running' : `exited with ${child.exitCode ?? child.signalCode}`),
    async stop(graceMs = 20_000) {
      if (!alive()) return server.exitDescription();
      child.kill('SIGTERM');
      const stopped = await Promise.race([exited(child).then(() => true), sleep(graceMs).then(() => false)]);
      if (stopped) return `stopped on SIGTERM (${server.exitDescription()})`;
      child.kill('SIGKILL');
      await exited(child);
      return `did not stop within ${graceMs / 1000} s of SIGTERM: killed`;
    },
  };
  const deadline = Date.now() + (options.startTimeoutMs ?? 120_000);
  while (Date.now() < deadline) {
    if (!alive()) throw new Error(`the server ${server.exitDescription()} while starting:\n${logTail(logFile, 15)}`);
    if ((await checkHealth(url)) === 200) return server;
    await sleep(300);
  }
  await server.stop();
  throw new Error(
    `the server did not answer GET /api/health with 200 within the start timeout:\n${logTail(logFile, 15)}`,
  );
}

/** A pino error line in short: its message, the error's type and the end of the error's message (where the database says why). */
function summarizeLogLine(line: string): string {
  try {
    const entry = JSON.parse(line) as { msg?: string; err?: { type?: string; message?: string } };
    const detail = entry.err?.message ?? '';
    return `${entry.msg ?? ''}: ${entry.err?.type ?? 'error'}: ${detail.length > 200 ? `…${detail.slice(-200)}` : detail}`.replace(
      /\s+/g,
      ' ',
    );
  } catch {
    return line.slice(0, 300);
  }
}

/** How many lines of the server's JSON log are at level error (50) or fatal (60), and the last of them in short. */
export function loggedErrors(logFile: string): { count: number; last?: string } {
  const errors = logTail(logFile, 1_000_000)
    .split('\n')
    .filter((line) => /"level":\s*(50|60)\b/.test(line));
  const last = errors.at(-1);
  return { count: errors.length, last: last === undefined ? undefined : summarizeLogLine(last) };
}
