import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * A PostgreSQL cluster of a test's own, which it may stop and restart at will (the shared one on
 * 5432 belongs to every test running meanwhile). Built from the machine's PostgreSQL binaries.
 */
export interface OwnedPostgres {
  port: number;
  /** A connection string to `database` on this cluster. */
  url(database?: string): string;
  stop(mode: 'fast' | 'immediate'): Promise<void>;
  /** Returns once the cluster accepts connections. */
  start(): Promise<void>;
  /** Returns once the cluster accepts connections again. */
  restart(mode: 'fast' | 'immediate'): Promise<void>;
  /** Stops the cluster (if it runs) and deletes its files. */
  destroy(): Promise<void>;
}

/** The newest /usr/lib/postgresql/<version>/bin holding pg_ctl. */
function binDir(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root).filter((name) => existsSync(path.join(root, name, 'bin', 'pg_ctl')))
    : [];
  const newest = versions.sort((a, b) => Number(a) - Number(b)).at(-1);
  if (!newest) throw new Error(`no PostgreSQL binaries under ${root}`);
  return path.join(root, newest, 'bin');
}

/** A port nothing listens on now (the system picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** PostgreSQL refuses to run as root: as root, its tools run as the `postgres` system user. */
const asRoot = userInfo().uid === 0;

async function postgresTool(tool: string, args: string[]): Promise<void> {
  const command = path.join(binDir(), tool);
  const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  await run(file, argv, { timeout: 60_000 });
}

/** Creates and starts a throwaway cluster on a free port (trust auth, no fsync), with a `pepites` database. */
export async function startOwnedPostgres(): Promise<OwnedPostgres> {
  const dir = await mkdtemp(path.join(tmpdir(), 'pepites-owned-pg-'));
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: group } = await run('id', ['-g', 'postgres']);
    await chown(dir, Number(stdout.trim()), Number(group.trim()));
  }
  const data = path.join(dir, 'data');
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`;
  const pgCtl = (...args: string[]) =>
    postgresTool('pg_ctl', ['-D', data, '-l', path.join(dir, 'server.log'), '-o', options, '-w', ...args]);
  const cluster: OwnedPostgres = {
    port,
    url: (database = 'pepites') => `postgres://postgres@127.0.0.1:${port}/${database}`,
    stop: (mode) => pgCtl('stop', '-m', mode),
    start: () => pgCtl('start'),
    restart: (mode) => pgCtl('restart', '-m', mode),
    destroy: async () => {
      await pgCtl('stop', '-m', 'immediate').catch(() => undefined);
      await rm(dir, { recursive: true, force: true });
    },
  };
  try {
    await postgresTool('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-sync']);
    await pgCtl('start');
    await postgresTool('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', 'pepites']);
  } catch (error) {
    await cluster.destroy();
    throw error;
  }
  return cluster;
}
