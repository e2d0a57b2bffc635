import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
/** The one database type used everywhere: identical behaviour on PGlite and PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Runs `run` while no other process on this database runs work of the same name: processes that
   * start together migrate and seed one after the other (docs/architecture.md, "Several processes").
   */
  exclusively<T>(name: string, run: () => Promise<T>): Promise<T>;
  /**
   * Runs SQL text as libraries that bring their own SQL send it (the job queue): `$1`… placeholders,
   * and, without values, several statements in one text.
   */
  runSql(text: string, values?: readonly unknown[]): Promise<{ rows: unknown[] }>;
  close(): Promise<void>;
}

export interface PostgresOptions {
  /** Told when the server drops an idle pooled connection (restart, failover, idle timeout). */
  onPoolError?: (error: Error) => void;
}

/**
 * A session-level advisory lock held on a connection of its own for the length of `run`: if the
 * process dies, PostgreSQL ends the session and frees the lock, so no start waits on a dead one.
 */
async function underAdvisoryLock<T>(pool: pg.Pool, name: string, run: () => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock(hashtextextended($1, 0))', [name]);
    return await run();
  } finally {
    // Unlocking fails only on a lost connection, whose session, and lock, ended with it: that
    // connection is thrown away instead of going back to the pool.
    const unlocked = await client.query('select pg_advisory_unlock(hashtextextended($1, 0))', [name]).then(
      () => true,
      () => false,
    );
    client.release(!unlocked);
  }
}

/** How long closing waits for queries still running, and how long the pool must stay quiet first. */
const DRAIN_DEADLINE_MS = 5000;
const DRAIN_QUIET_MS = 200;

/**
 * Resolves once no connection has been checked out for DRAIN_QUIET_MS (a handler may run a second
 * query just after its first), or at the deadline. A request whose client went away is still being
 * handled when the HTTP server has closed; ending the pool under it would fail its next query.
 */
async function drained(pool: pg.Pool): Promise<void> {
  const deadline = Date.now() + DRAIN_DEADLINE_MS;
  let quietSince = Date.now();
  while (Date.now() < deadline) {
    const busy = pool.totalCount > pool.idleCount || pool.waitingCount > 0;
    if (busy) quietSince = Date.now();
    else if (Date.now() - quietSince >= DRAIN_QUIET_MS) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * Longest a new connection may take before its query fails (and its request is answered 503
 * `unavailable`). A healthy PostgreSQL connects in milliseconds; an unreachable one must not hold
 * requests, and an attempt stuck on a vanished host must not delay the first queries once the
 * database is back by more than this.
 */
export const CONNECT_TIMEOUT_MS = 1000;

/**
 * Longest a query waits for one of the pool's connections. A burst larger than the pool queues
 * behind queries that run: that wait is load, not an outage, and gets far longer than a connection.
 */
export const POOL_WAIT_MS = 10_000;

/** node-postgres gives its clients the pool's own timeout; ours connect within CONNECT_TIMEOUT_MS. */
class QuickConnectClient extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    super({
      ...(typeof config === 'string' ? { connectionString: config } : config),
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    });
  }
}

export async function openPostgres(url: string, options: PostgresOptions = {}): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: POOL_WAIT_MS,
    Client: QuickConnectClient,
  });
  // Such an error must not crash the process: the pool discards the connection and opens a new
  // one on the next query. It is reported, so an operator sees the database come and go.
  pool.on('error', (error) => options.onPoolError?.(error));
  // The pool listens to its idle connections only. A checked-out one (inside a transaction) that
  // loses its server emits `error` on itself, which would end the process unheard; its query fails
  // all the same and is answered 503, and the pool drops the broken connection once it is released.
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    exclusively: (name, run) => underAdvisoryLock(pool, name, run),
    // node-postgres sends a text without values by the simple protocol, which takes several statements.
    runSql: (text, values = []) => pool.query(text, [...values]),
    close: async () => {
      await drained(pool);
      await pool.end();
    },
  };
}

/**
 * PGlite's buffer cache lives in the process's own memory: PostgreSQL's default 128 MB made the
 * embedded server's resting RSS 350 MB. The embedded database of one small community fits in 16 MB,
 * and the files beneath it stay in the system's page cache (docs/decisions/021).
 */
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

/** Opens the embedded database in `dataDir/pglite`, or in memory, or from a dumped template. */
export async function openPglite(options: { dataDir?: string; loadDataDir?: Blob | File }): Promise<Database> {
  // The extensions the migrations create (CREATE EXTENSION) must be loaded into the WASM build.
  const settings = { extensions: { pg_trgm, unaccent }, startParams: PGLITE_START_PARAMS };
  let client: PGlite;
  if (options.dataDir) {
    const dir = path.join(options.dataDir, 'pglite');
    await mkdir(dir, { recursive: true });
    client = await PGlite.create(dir, settings);
  } else {
    client = await PGlite.create(options.loadDataDir ? { loadDataDir: options.loadDataDir, ...settings } : settings);
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  // One process owns an embedded database: there is nobody to wait for.
  return {
    db,
    kind: 'pglite',
    exclusively: (_name, run) => run(),
    // PGlite's `query` takes one statement; `exec` takes several, without values.
    runSql: async (text, values = []) => {
      if (values.length > 0) return client.query(text, [...values]);
      return (await client.exec(text)).at(-1) ?? { rows: [] };
    },
    close: () => client.close(),
  };
}
