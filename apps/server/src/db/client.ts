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
  /**
   * Hears what `NOTIFY channel` (or `pg_notify`) says, from this process or any other on the same
   * database: the database's own way to tell every process that something they keep changed.
   */
  listen(channel: string, handlers: ChannelHandlers): Promise<ChannelListener>;
  close(): Promise<void>;
}

export interface ChannelHandlers {
  onMessage: (payload: string) => void;
  /**
   * Messages may have been missed: the connection that listens was lost, or is listening again
   * after a loss. What was kept on the strength of those messages must be forgotten.
   */
  onGap: () => void;
}

export interface ChannelListener {
  /**
   * Resolves once it listens, or after a short wait when the database does not answer (it keeps
   * trying): a process that starts with its database listens from its first request.
   */
  joined: Promise<void>;
  /** Whether no message can be missed now: false while the listening connection is down. */
  listening(): boolean;
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

/** How long a lost listening connection waits before it connects again. */
const RELISTEN_DELAY_MS = 1000;
/** How long a start waits for its listening connection. */
const LISTEN_JOIN_WAIT_MS = 2000;

/**
 * LISTEN needs a connection of its own, outside the pool, held for the life of the process. When
 * it is lost (a restart of the server, a network cut) it is opened again every RELISTEN_DELAY_MS,
 * and the handlers are told of the gap twice: when it opens (messages were missed) and when it
 * listens again (some may have come in between).
 */
function listenOnPostgres(url: string, channel: string, handlers: ChannelHandlers): ChannelListener {
  let current: pg.Client | null = null;
  let listening = false;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  let onFirstJoin = () => {};
  const firstJoin = new Promise<void>((resolve) => (onFirstJoin = resolve));

  const drop = (client: pg.Client) => {
    if (current !== client) return;
    current = null;
    listening = false;
    handlers.onGap();
    client.end().catch(() => undefined);
    if (!closed) retry = setTimeout(() => void join(), RELISTEN_DELAY_MS);
  };

  const join = async () => {
    const client = new QuickConnectClient(url);
    current = client;
    client.on('error', () => drop(client));
    client.on('end', () => drop(client));
    client.on('notification', (message) => {
      if (message.channel === channel) handlers.onMessage(message.payload ?? '');
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
      if (current !== client) return;
      handlers.onGap();
      listening = true;
      onFirstJoin();
    } catch {
      drop(client);
    }
  };

  void join();
  let waited: NodeJS.Timeout | undefined;
  const joined = Promise.race([
    firstJoin,
    new Promise<void>((resolve) => (waited = setTimeout(resolve, LISTEN_JOIN_WAIT_MS))),
  ]).finally(() => clearTimeout(waited));
  return {
    joined,
    listening: () => listening,
    close: async () => {
      closed = true;
      clearTimeout(retry);
      const client = current;
      current = null;
      listening = false;
      await client?.end().catch(() => undefined);
    },
  };
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
    listen: async (channel, handlers) => listenOnPostgres(url, channel, handlers),
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
    // One process, one connection: it hears its own NOTIFY as soon as the statement that sent it commits.
    listen: async (channel, handlers) => {
      const unlisten = await client.listen(channel, handlers.onMessage);
      return {
        joined: Promise.resolve(),
        listening: () => !client.closed,
        close: () => (client.closed ? Promise.resolve() : unlisten()),
      };
    },
    close: () => client.close(),
  };
}
