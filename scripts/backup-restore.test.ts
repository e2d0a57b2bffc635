import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TEST_DATABASE_URL } from './lib/postgres.mjs';

/**
 * `npm run backup` and `npm run restore` as an operator runs them, on the demo community the server
 * seeds (members, lists, likes, avatars, counters kept by triggers): what comes back must be the same
 * rows in every table, sequences that go on after the largest id, and the same upload bytes.
 */
const root = path.resolve(import.meta.dirname, '..');
const work = mkdtempSync(path.join(tmpdir(), 'pepites-backup-'));
const adminUrl = process.env.TEST_DATABASE_URL ?? DEFAULT_TEST_DATABASE_URL;
const databases: string[] = [];

interface Snapshot {
  tables: Record<string, { rows: number; md5: string }>;
  sequences: { sequence: string; last: string; called: boolean; max: string | null }[];
  uploads: { id: string; md5: string }[];
}

/** Environment for the embedded database in `dataDir`, or for PostgreSQL `url` (DATA_DIR then holds only files). */
function target(where: { dataDir: string } | { url: string }): NodeJS.ProcessEnv {
  if ('url' in where) return { DATABASE_URL: where.url, DATA_DIR: path.join(work, 'files') };
  return { DATABASE_URL: '', DATA_DIR: where.dataDir };
}

function runIn(env: NodeJS.ProcessEnv, command: string, args: string[]) {
  const result = spawnSync(command, args, { cwd: root, env: { ...process.env, ...env }, encoding: 'utf8' });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

const npmRun = (env: NodeJS.ProcessEnv, script: string, ...args: string[]) =>
  runIn(env, 'npm', ['run', '--silent', script, '--', ...args]);

/** The server's TypeScript sources, as `npm run backup` itself loads them. */
function fixture(env: NodeJS.ProcessEnv, name: string) {
  const result = runIn(env, process.execPath, [
    '--conditions=source',
    '--import',
    'tsx',
    path.join(root, 'scripts/lib/fixtures', name),
  ]);
  if (result.status !== 0) throw new Error(`${name} failed: ${result.output}`);
  return result.output;
}

const prepareDemo = (env: NodeJS.ProcessEnv) => fixture(env, 'prepare-demo-database.mjs');
const snapshotOf = (env: NodeJS.ProcessEnv): Snapshot => JSON.parse(fixture(env, 'database-snapshot.mjs'));

async function createDatabase(role: string): Promise<string> {
  const name = `pepites_backup_${process.pid}_${databases.length}_${role}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  databases.push(name);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.href;
}

/** Holds enough to prove anything: rows in the counted tables, uploads, sequences past their ids. */
function expectDemoCommunity(snapshot: Snapshot) {
  for (const table of ['public.users', 'public.lists', 'public.likes', 'public.uploads', 'public.stat_counters']) {
    expect(snapshot.tables[table]?.rows, table).toBeGreaterThan(0);
  }
  expect(snapshot.uploads.length).toBeGreaterThan(0);
  for (const { sequence, last, called, max } of snapshot.sequences) {
    const next = called ? Number(last) + 1 : Number(last);
    expect(next, `${sequence} goes on after ${max}`).toBeGreaterThan(Number(max ?? 0));
  }
}

const embeddedSource = { dataDir: path.join(work, 'embedded-source') };
const embeddedBackup = path.join(work, 'embedded-backup');
let embeddedSnapshot: Snapshot;

// Seeding the embedded database runs the migrations in PGlite, which takes tens of seconds: once.
beforeAll(() => {
  prepareDemo(target(embeddedSource));
  embeddedSnapshot = snapshotOf(target(embeddedSource));
  const backup = npmRun(target(embeddedSource), 'backup', '--out', embeddedBackup);
  expect(backup.status, backup.output).toBe(0);
}, 180_000);

afterAll(async () => {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  for (const name of databases) await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
  rmSync(work, { recursive: true, force: true });
}, 60_000);

describe('npm run backup and npm run restore', () => {
  it('give back an embedded database as it was, in an empty data directory', () => {
    expect(readdirSync(embeddedBackup).sort()).toEqual(['data.sql', 'manifest.json', 'pglite.tar.gz']);
    const restored = target({ dataDir: path.join(work, 'embedded-restored') });

    const restore = npmRun(restored, 'restore', embeddedBackup);

    expect(restore.status, restore.output).toBe(0);
    expectDemoCommunity(embeddedSnapshot);
    expect(snapshotOf(restored)).toEqual(embeddedSnapshot);
    const again = npmRun(restored, 'restore', embeddedBackup);
    expect(again.status).toBe(1);
    expect(again.output).toContain('holds an embedded database: add --force');
  });

  it('move an embedded database onto an empty PostgreSQL database, rows, counters and sequences alike', async () => {
    const moved = target({ url: await createDatabase('moved') });

    const restore = npmRun(moved, 'restore', embeddedBackup);

    expect(restore.status, restore.output).toBe(0);
    expect(snapshotOf(moved)).toEqual(embeddedSnapshot);
  });

  // Eight commands in a row (seed, backup, three restores, four snapshots): over a minute on a busy machine.
  it('give back a PostgreSQL database as it was, in an empty database, and over a full one with --force', async () => {
    const source = target({ url: await createDatabase('source') });
    prepareDemo(source);
    const sourceSnapshot = snapshotOf(source);
    expectDemoCommunity(sourceSnapshot);
    const folder = path.join(work, 'postgres-backup');
    const backup = npmRun(source, 'backup', '--out', folder);
    expect(backup.status, backup.output).toBe(0);
    expect(readdirSync(folder).sort()).toEqual(['database.dump', 'manifest.json']);
    const restored = target({ url: await createDatabase('restored') });

    const restore = npmRun(restored, 'restore', folder);

    expect(restore.status, restore.output).toBe(0);
    expect(snapshotOf(restored)).toEqual(sourceSnapshot);
    const refused = npmRun(source, 'restore', folder);
    expect(refused.status).toBe(1);
    expect(refused.output).toContain('is not empty (drizzle: 1 tables');
    const forced = npmRun(source, 'restore', folder, '--force');
    expect(forced.status, forced.output).toBe(0);
    expect(snapshotOf(source)).toEqual(sourceSnapshot);
  }, 180_000);

  it('refuse a damaged backup before touching the database', () => {
    const restored = target({ dataDir: path.join(work, 'from-damaged') });
    const damaged = path.join(work, 'damaged-backup');
    cpSync(embeddedBackup, damaged, { recursive: true });
    truncateSync(path.join(damaged, 'pglite.tar.gz'), 1000);

    const restore = npmRun(restored, 'restore', damaged);

    expect(restore.status).toBe(1);
    expect(restore.output).toContain('pglite.tar.gz is missing or damaged');
    expect(existsSync(path.join(restored.DATA_DIR ?? '', 'pglite'))).toBe(false);
  });

  it('refuse to back up an embedded database that a server holds open', () => {
    const open = { dataDir: path.join(work, 'embedded-open') };
    cpSync(embeddedSource.dataDir, open.dataDir, { recursive: true });
    // What a running embedded server leaves in its directory until it closes the database.
    writeFileSync(path.join(open.dataDir, 'pglite/postmaster.pid'), '-42\n');

    const backup = npmRun(target(open), 'backup', '--out', path.join(work, 'never-written'));

    expect(backup.status).toBe(1);
    expect(backup.output).toContain('is open: stop the server first');
    expect(existsSync(path.join(work, 'never-written'))).toBe(false);
  });
});
