#!/usr/bin/env node
// `npm run backup [-- --out <folder>]`: the configured database (DATABASE_URL, else the embedded one
// in DATA_DIR) into one folder, backups/<time>/ by default. Uploaded images are rows of the database
// (the `uploads` table), so the database is the whole backup (README, "Backup and restore").
import { existsSync, readdirSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { run } from './lib/child.mjs';
import {
  FILES,
  assertEmbeddedClosed,
  configuredDatabase,
  holdsEmbeddedDatabase,
  libpq,
  openEmbedded,
  timestamp,
  toolMajor,
  withPostgres,
  withoutPassword,
  writeManifest,
} from './lib/backups.mjs';
import { appliedMigrations, writeDataSql } from './lib/portable-dump.mjs';
import { ROOT } from './lib/stamps.mjs';

/** pg_dump takes one snapshot: the backup is consistent while the servers keep running. */
async function backupPostgres(url, folder) {
  const version = await withPostgres(url, (client) => client.query('show server_version_num'));
  const serverMajor = Math.floor(Number(version.rows[0].server_version_num) / 10000);
  const dumpMajor = toolMajor('pg_dump');
  if (dumpMajor < serverMajor) {
    throw new Error(
      `pg_dump ${dumpMajor} cannot dump a PostgreSQL ${serverMajor} server: put pg_dump ${serverMajor} first on PATH`,
    );
  }
  const { dbname, env } = libpq(url);
  const file = path.join(folder, FILES.pgDump);
  const code = await run('pg_dump', ['--format=custom', `--file=${file}`, dbname], { env });
  if (code !== 0) throw new Error(`pg_dump failed (exit ${code})`);
  return writeManifest(folder, { kind: 'postgres', serverVersion: `PostgreSQL ${serverMajor}` }, [FILES.pgDump]);
}

/**
 * The embedded database is backed up with the server stopped: PGlite serves one process, and a second
 * one opening its files beside the server would corrupt them. Nothing else writes meanwhile, so both
 * files show the same moment.
 */
async function backupEmbedded(target, folder) {
  if (!holdsEmbeddedDatabase(target.dir)) throw new Error(`no embedded database in ${target.dir}`);
  assertEmbeddedClosed(target.dir);
  const { client, close } = await openEmbedded(target.dataDir);
  try {
    const migrations = await appliedMigrations(client);
    await writeDataSql(client, path.join(folder, FILES.dataSql));
    const dataDir = await client.dumpDataDir('gzip');
    await writeFile(path.join(folder, FILES.pgliteDataDir), Buffer.from(await dataDir.arrayBuffer()));
    const { rows } = await client.query('select version()');
    const serverVersion = String(rows[0].version).replace(/ on .*$/, '');
    return writeManifest(folder, { kind: 'pglite', serverVersion, migrations }, [FILES.pgliteDataDir, FILES.dataSql]);
  } finally {
    await close();
  }
}

const { values } = parseArgs({ options: { out: { type: 'string' } } });
const folder = path.resolve(values.out ?? path.join(ROOT, 'backups', timestamp()));
if (existsSync(folder) && readdirSync(folder).length > 0) {
  console.error(`${folder} is not empty: choose another --out.`);
  process.exit(1);
}
const target = configuredDatabase();
const started = Date.now();
// Written beside its place and renamed once whole: a folder under its final name is a complete backup.
const partial = `${folder}.partial`;
await rm(partial, { recursive: true, force: true });
await mkdir(partial, { recursive: true });
try {
  const manifest =
    target.kind === 'postgres' ? await backupPostgres(target.url, partial) : await backupEmbedded(target, partial);
  await rm(folder, { recursive: true, force: true });
  await rename(partial, folder);
  const bytes = Object.values(manifest.files).reduce((sum, file) => sum + file.bytes, 0);
  const source = target.kind === 'postgres' ? withoutPassword(target.url) : target.dir;
  console.log(
    `Backed up ${source} (${manifest.serverVersion}) to ${folder}: ${(bytes / 1e6).toFixed(1)} MB in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );
} catch (error) {
  await rm(partial, { recursive: true, force: true });
  console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
