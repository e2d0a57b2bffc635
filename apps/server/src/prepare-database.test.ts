import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { count, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.js';
import { loadConfig, type Config } from './config.js';
import { openPostgres, type Database, type Db } from './db/client.js';
import { migrationsFolder } from './db/migrate.js';
import { lists, users } from './db/schema/index.js';
import { DEMO_LISTS, DEMO_USERS } from './db/seed/demo-community.js';
import { prepareDatabase } from './prepare-database.js';
import { withDatabase } from './test/db-url.js';

/**
 * Processes started together on one empty PostgreSQL database (a fleet's first start): each opens
 * its own pool, as separate processes do, and prepares the database at the same moment. This runs on
 * the suite's PostgreSQL server in both the PGlite and the PostgreSQL runs.
 */

const migrationCount = (
  JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as { entries: unknown[] }
).entries.length;

async function onServer(sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: withDatabase('postgres') });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/** The single number a `select count(*)::int as value …` answers. */
const valueOf = async (db: Db, query: string) =>
  ((await db.execute(sql.raw(query))) as unknown as { rows: { value: number }[] }).rows[0]?.value;

let name: string;
let dataDir: string;
let config: Config;
const opened: Database[] = [];

async function open(): Promise<Database> {
  const database = await openPostgres(withDatabase(name));
  opened.push(database);
  return database;
}

beforeAll(async () => {
  name = `pepites_prepare_${process.pid}_${Date.now()}`;
  await onServer(`create database ${name}`);
  dataDir = await mkdtemp(path.join(tmpdir(), 'pepites-prepare-'));
  config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DATABASE_URL: withDatabase(name),
    LOG_LEVEL: 'silent',
    SEED_DEMO: '1',
    ADMIN_EMAIL: 'admin@pepites.test',
    ADMIN_PASSWORD: 'Admin-password-1',
  });
});

afterAll(async () => {
  await Promise.all(opened.map((database) => database.close()));
  await onServer(`drop database if exists ${name} with (force)`);
  await rm(dataDir, { recursive: true, force: true });
});

describe('three processes starting at once on an empty PostgreSQL database', () => {
  it('migrate and seed one after the other: one schema, one admin, one demo community, and all three serve', async () => {
    const fleet = await Promise.all([open(), open(), open()]);
    const prepared = await Promise.allSettled(fleet.map((database) => prepareDatabase(database, config, () => {})));
    expect(prepared.map((result) => (result.status === 'rejected' ? String(result.reason) : 'ok'))).toEqual([
      'ok',
      'ok',
      'ok',
    ]);

    const db = fleet[0]!.db;
    expect(await valueOf(db, 'select count(*)::int as value from drizzle.__drizzle_migrations')).toBe(migrationCount);
    const [admins] = await db.select({ value: count() }).from(users).where(eq(users.role, 'admin'));
    expect(admins?.value).toBe(1);
    const [members] = await db.select({ value: count() }).from(users);
    expect(members?.value).toBe(DEMO_USERS.length + 1);
    const [demoLists] = await db.select({ value: count() }).from(lists);
    expect(demoLists?.value).toBe(DEMO_LISTS.length);

    for (const database of fleet) {
      const app = await buildApp({ config, database, pressure: { maxEventLoopDelayMs: 0 } });
      try {
        const browse = await app.inject({ url: '/api/lists/getAllListsFiltered/' });
        expect(browse.statusCode).toBe(200);
        expect((browse.json() as { total: number }).total).toBeGreaterThan(0);
      } finally {
        await app.close();
      }
    }
  });
});

describe('exclusively', () => {
  const advisoryLocks = (database: Database, granted: boolean) =>
    valueOf(
      database.db,
      `select count(*)::int as value from pg_locks where locktype = 'advisory' and granted = ${granted}`,
    );
  const until = async (check: () => Promise<boolean>) => {
    while (!(await check())) await new Promise((resolve) => setTimeout(resolve, 20));
  };

  it('makes a second process wait until the first is done, and frees the lock when the first dies', async () => {
    const [first, second, watcher] = await Promise.all([open(), open(), open()]);
    const order: string[] = [];
    let releaseFirst!: () => void;
    const firstHolds = new Promise<void>((resolve) => (releaseFirst = resolve));
    const firstRun = first.exclusively('pepites:test-lock', async () => {
      order.push('first starts');
      await firstHolds;
      order.push('first ends');
    });
    await until(async () => order.length === 1);
    const secondRun = second.exclusively('pepites:test-lock', async () => void order.push('second runs'));
    await until(async () => (await advisoryLocks(watcher, false)) === 1);
    expect(order).toEqual(['first starts']);
    releaseFirst();
    await Promise.all([firstRun, secondRun]);
    expect(order).toEqual(['first starts', 'first ends', 'second runs']);

    // A holder whose connection ends (its process killed) leaves the lock free for the next one.
    let releaseHolder!: () => void;
    const holderHolds = new Promise<void>((resolve) => (releaseHolder = resolve));
    const holder = first.exclusively('pepites:test-lock', () => holderHolds);
    await until(async () => (await advisoryLocks(watcher, true)) === 1);
    await watcher.db.execute(
      sql.raw("select pg_terminate_backend(pid) from pg_locks where locktype = 'advisory' and granted"),
    );
    await second.exclusively('pepites:test-lock', async () => void order.push('after the holder died'));
    expect(order.at(-1)).toBe('after the holder died');
    releaseHolder();
    await holder;
  });
});
