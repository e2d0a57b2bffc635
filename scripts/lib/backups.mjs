// What `npm run backup` and `npm run restore` share: which database the server would open, how to
// reach it, and a backup's manifest (README, "Backup and restore").
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import { readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { ROOT } from './stamps.mjs';

export const MANIFEST = 'manifest.json';
/** PostgreSQL: pg_dump's custom format. Embedded: PGlite's data directory, and its rows as SQL for PostgreSQL. */
export const FILES = { pgDump: 'database.dump', pgliteDataDir: 'pglite.tar.gz', dataSql: 'data.sql' };

/**
 * @typedef {{ kind: 'postgres', url: string }
 *   | { kind: 'pglite', dataDir: string, dir: string }} Target
 * @typedef {{ app: 'pepites', kind: 'postgres' | 'pglite', createdAt: string, serverVersion: string,
 *   migrations?: string[], files: Record<string, { bytes: number, sha256: string }> }} Manifest
 */

/**
 * The database the server would open with this environment (apps/server/src/config.ts): DATABASE_URL,
 * else the embedded one in DATA_DIR/pglite, DATA_DIR taken from the repository like `npm start` does.
 * @returns {Target}
 */
export function configuredDatabase(env = process.env) {
  const url = env.DATABASE_URL?.trim();
  if (url) return { kind: 'postgres', url };
  const dataDir = path.resolve(ROOT, env.DATA_DIR?.trim() || './data');
  return { kind: 'pglite', dataDir, dir: path.join(dataDir, 'pglite') };
}

/** A URL fit for messages: no password. */
export function withoutPassword(url) {
  const parsed = new URL(url);
  parsed.password = '';
  return parsed.href;
}

/**
 * The arguments and environment for pg_dump, pg_restore and psql: the password goes in PGPASSWORD,
 * not on the command line, where every account of the machine could read it.
 */
export function libpq(url) {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { dbname: `--dbname=${parsed.href}`, env: password ? { ...process.env, PGPASSWORD: password } : process.env };
}

/** The major version of a PostgreSQL client tool on PATH (pg_dump, pg_restore, psql). */
export function toolMajor(tool) {
  const output = execFileSync(tool, ['--version'], { encoding: 'utf8' });
  const match = /\(PostgreSQL\) (\d+)/.exec(output);
  if (!match) throw new Error(`could not read the version of ${tool}: ${output.trim()}`);
  return Number(match[1]);
}

/**
 * @template T
 * @param {string} url
 * @param {(client: pg.Client) => Promise<T>} use
 */
export async function withPostgres(url, use) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

/** The SQL naming the tables of the application's schemas (not PostgreSQL's own). */
export const APPLICATION_TABLES = `
  select n.nspname as schema, c.relname as name, c.oid::int as oid
  from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where c.relkind = 'r' and n.nspname <> 'information_schema' and n.nspname not like 'pg\\_%'
    and not exists (select 1 from pg_depend d where d.objid = c.oid and d.deptype = 'e')`;

/** What a PostgreSQL database holds, by schema ("public: 20 tables"), or '' when it holds no table. */
export async function describeContents(client) {
  const { rows } = await client.query(
    `select schema, count(*)::int as tables from (${APPLICATION_TABLES}) t group by schema order by schema`,
  );
  return rows.map((row) => `${row.schema}: ${row.tables} tables`).join(', ');
}

/**
 * PGlite does not lock its directory, and a second process opening it beside a running server would
 * corrupt it. A running embedded database keeps a postmaster.pid there and removes it when closed.
 */
export function assertEmbeddedClosed(dir) {
  const pid = path.join(dir, 'postmaster.pid');
  if (existsSync(pid)) {
    throw new Error(
      `the embedded database in ${dir} is open: stop the server first. If none runs (it was killed), delete ${pid}.`,
    );
  }
}

export function holdsEmbeddedDatabase(dir) {
  return existsSync(path.join(dir, 'PG_VERSION'));
}

/**
 * A module of the server's TypeScript sources, run under tsx (the npm scripts load it). Imported by a
 * computed path, so that `tsc -p scripts` leaves the server to its own project, whose settings and
 * Fastify declarations it needs.
 * @returns {Promise<any>}
 */
export function serverModule(relative) {
  return import(pathToFileURL(path.join(ROOT, 'apps/server/src', relative)).href);
}

/**
 * The embedded database opened by the server's own code (its extensions and settings), with the
 * PGlite client beneath for what only PGlite does (dumpDataDir, COPY to a blob).
 */
export async function openEmbedded(dataDir) {
  const { openPglite } = await serverModule('db/client.ts');
  const database = await openPglite({ dataDir });
  /** @type {import('./portable-dump.mjs').PgliteClient} */
  const client = /** @type {any} */ (database.db).$client;
  return { client, close: () => database.close() };
}

async function sha256(file) {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk);
  return hash.digest('hex');
}

/** @param {string} folder @param {Omit<Manifest, 'app' | 'createdAt' | 'files'>} fields @param {string[]} names */
export async function writeManifest(folder, fields, names) {
  /** @type {Manifest['files']} */
  const files = {};
  for (const name of names) {
    const file = path.join(folder, name);
    files[name] = { bytes: (await stat(file)).size, sha256: await sha256(file) };
  }
  /** @type {Manifest} */
  const manifest = { app: 'pepites', createdAt: new Date().toISOString(), ...fields, files };
  await writeFile(path.join(folder, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

/** The backup's manifest, once every file it lists is there, whole: nothing is overwritten for a damaged backup. */
export async function readVerifiedManifest(folder) {
  /** @type {Manifest} */
  const manifest = JSON.parse(await readFile(path.join(folder, MANIFEST), 'utf8'));
  if (manifest.app !== 'pepites') throw new Error(`${folder} is not a Pépites backup`);
  for (const [name, expected] of Object.entries(manifest.files)) {
    const file = path.join(folder, name);
    if (!existsSync(file) || (await sha256(file)) !== expected.sha256) {
      throw new Error(`${file} is missing or damaged (its checksum differs from the manifest's)`);
    }
  }
  return manifest;
}

/** `2026-11-28T05-30-00Z`: sorts by date, and is a valid file name everywhere. */
export function timestamp(date = new Date()) {
  return date
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-');
}
