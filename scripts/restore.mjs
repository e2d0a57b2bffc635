#!/usr/bin/env node
// `npm run restore -- <backup folder> [--force]`: a backup of `npm run backup` into the configured
// database (DATABASE_URL, else the embedded one in DATA_DIR). An embedded backup restored while
// DATABASE_URL is set moves the install onto PostgreSQL. A target holding tables is overwritten only
// with --force. Stop the servers first (README, "Backup and restore").
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, rename } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { run, runQuietly } from './lib/child.mjs';
import {
  APPLICATION_TABLES,
  FILES,
  assertEmbeddedClosed,
  configuredDatabase,
  describeContents,
  holdsEmbeddedDatabase,
  libpq,
  openEmbedded,
  readVerifiedManifest,
  serverModule,
  timestamp,
  withPostgres,
  withoutPassword,
} from './lib/backups.mjs';
import { ROOT } from './lib/stamps.mjs';

/** Drops the application's schemas, and what lives in them, then gives back an empty `public`. */
async function emptyPostgres(url) {
  await withPostgres(url, async (client) => {
    await client.query('begin');
    const { rows } = await client.query(
      `select distinct format('drop schema %I cascade', schema) as statement from (${APPLICATION_TABLES}) t`,
    );
    for (const row of rows) await client.query(row.statement);
    await client.query('create schema if not exists public');
    await client.query('commit');
  });
}

/**
 * Refuses a database holding tables unless forced; forced, says what it held and drops it first. pg_restore's
 * --clean alone cannot: it fails dropping the constraints of the job queue's partitions.
 */
async function makeRoomOnPostgres(url, force) {
  const contents = await withPostgres(url, describeContents);
  if (!contents) return;
  if (!force) throw new Error(`${withoutPassword(url)} is not empty (${contents}): add --force to overwrite it`);
  console.log(`Emptying ${withoutPassword(url)}, which holds ${contents}.`);
  await emptyPostgres(url);
}

async function restorePostgresDump(folder, url, force) {
  await makeRoomOnPostgres(url, force);
  const { dbname, env } = libpq(url);
  const args = ['--clean', '--if-exists', '--no-owner', '--single-transaction', '--exit-on-error', dbname];
  const code = await run('pg_restore', [...args, path.join(folder, FILES.pgDump)], { env });
  if (code !== 0)
    throw new Error(`pg_restore failed (exit ${code}): in one transaction, so none of the backup was restored`);
}

/** The embedded database that was there is kept aside, renamed, never deleted. */
async function restoreEmbedded(folder, target, force) {
  if (holdsEmbeddedDatabase(target.dir)) {
    assertEmbeddedClosed(target.dir);
    if (!force) throw new Error(`${target.dir} holds an embedded database: add --force to replace it`);
    const aside = `${target.dir}.replaced-${timestamp()}`;
    await rename(target.dir, aside);
    console.log(`The embedded database that was in ${target.dir} is now in ${aside}.`);
  } else if (existsSync(target.dir) && readdirSync(target.dir).length > 0) {
    throw new Error(`${target.dir} holds files but no database: move them away first`);
  }
  await mkdir(target.dir, { recursive: true });
  const code = await runQuietly('tar', ['-xzf', path.join(folder, FILES.pgliteDataDir), '-C', target.dir]);
  if (code !== 0) throw new Error(`could not unpack ${FILES.pgliteDataDir} (tar exit ${code})`);
  // Opened once as the server opens it: a copy PGlite cannot read fails now, not at the next start.
  const { client, close } = await openEmbedded(target.dataDir);
  try {
    await client.query('select count(*) from drizzle.__drizzle_migrations');
  } finally {
    await close();
  }
}

/** This code's migrations, hashed as drizzle's migrator hashes them into drizzle.__drizzle_migrations. */
function codeMigrations() {
  const folder = path.join(ROOT, 'apps/server/drizzle');
  /** @type {{ entries: { tag: string }[] }} */
  const journal = JSON.parse(readFileSync(path.join(folder, 'meta/_journal.json'), 'utf8'));
  return journal.entries.map(({ tag }) => {
    const hash = createHash('sha256').update(readFileSync(path.join(folder, `${tag}.sql`)));
    return { tag, hash: hash.digest('hex') };
  });
}

/** The rows of data.sql fit the schema of the migrations that made them, and no other. */
function assertSameMigrations(backup) {
  const code = codeMigrations();
  const differs = code.findIndex((migration, index) => migration.hash !== backup[index]);
  if (differs === -1 && code.length === backup.length) return;
  throw new Error(
    `the backup's database ran ${backup.length} migrations and this code has ${code.length}` +
      (differs === -1 ? '' : `, which differ from ${code[differs]?.tag} on`) +
      ': restore it on an embedded database with this code, start the server once (it migrates), and back up again',
  );
}

/**
 * Embedded onto PostgreSQL: the schema is built by the server's own migrations, exactly as a first
 * start would, then the embedded database's rows are loaded into it (scripts/lib/portable-dump.mjs).
 * @param {string} folder @param {string} url @param {boolean} force @param {string[]} migrations
 */
async function moveOntoPostgres(folder, url, force, migrations) {
  assertSameMigrations(migrations);
  await makeRoomOnPostgres(url, force);
  const { openPostgres } = await serverModule('db/client.ts');
  const { migrate } = await serverModule('db/migrate.ts');
  const database = await openPostgres(url);
  try {
    await migrate(database);
  } finally {
    await database.close();
  }
  const { dbname, env } = libpq(url);
  const args = ['-X', '-q', '-v', 'ON_ERROR_STOP=1', '--single-transaction', '-f', path.join(folder, FILES.dataSql)];
  const code = await run('psql', [...args, dbname], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  if (code !== 0) throw new Error(`psql failed (exit ${code}): the database holds the schema, without the rows`);
}

const { values, positionals } = parseArgs({ allowPositionals: true, options: { force: { type: 'boolean' } } });
if (positionals.length !== 1) {
  console.error('Usage: npm run restore -- <backup folder> [--force]');
  process.exit(1);
}
const folder = path.resolve(positionals[0] ?? '');
const force = values.force ?? false;
const target = configuredDatabase();
const started = Date.now();
try {
  const manifest = await readVerifiedManifest(folder);
  if (manifest.kind === 'postgres') {
    if (target.kind !== 'postgres') throw new Error('a PostgreSQL backup restores onto PostgreSQL: set DATABASE_URL');
    await restorePostgresDump(folder, target.url, force);
  } else if (target.kind === 'pglite') {
    await restoreEmbedded(folder, target, force);
  } else {
    await moveOntoPostgres(folder, target.url, force, manifest.migrations ?? []);
  }
  const where = target.kind === 'postgres' ? withoutPassword(target.url) : target.dir;
  console.log(`Restored ${folder} into ${where} in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
} catch (error) {
  console.error(`Restore failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
