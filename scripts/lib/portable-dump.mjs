// The rows of an embedded database as SQL that PostgreSQL loads into the schema the server's own
// migrations built there. PGlite runs a newer PostgreSQL than the servers we target, and no pg_dump
// of ours can read it (@electric-sql/pglite-tools is not installed), so the schema is not dumped:
// `npm run restore` builds it with the same code as a server start, then loads this file with psql.
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { APPLICATION_TABLES } from './backups.mjs';

/**
 * @typedef {{
 *   query: (sql: string) => Promise<{ rows: any[], blob?: Blob }>,
 *   dumpDataDir: (compression: 'gzip') => Promise<Blob>,
 * }} PgliteClient
 * @typedef {{ oid: number, name: string, columns: string }} Table
 */

/** The application's tables (partitions, not their partitioned parents: COPY reads rows from the former only). */
async function listTables(client) {
  const { rows } = await client.query(`
    select t.oid, format('%I.%I', t.schema, t.name) as name,
      (select string_agg(quote_ident(a.attname), ', ' order by a.attnum) from pg_attribute a
        where a.attrelid = t.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = '') as columns
    from (${APPLICATION_TABLES}) t order by 2`);
  return /** @type {Table[]} */ (rows);
}

/**
 * Tables in an order where every referenced table comes before the tables referencing it: foreign
 * keys are still checked while loading, since disabling them takes a superuser. A table referencing
 * itself is loaded by one COPY, whose checks run once it ends.
 * @param {Table[]} tables @param {{ child: number, parent: number }[]} references
 */
function inLoadOrder(tables, references) {
  const byOid = new Map(tables.map((table) => [table.oid, table]));
  const ordered = /** @type {Table[]} */ ([]);
  const placed = new Set();
  const place = (/** @type {Table} */ table, /** @type {Set<number>} */ visiting) => {
    if (placed.has(table.oid)) return;
    if (visiting.has(table.oid)) throw new Error(`foreign keys go round through ${table.name}`);
    visiting.add(table.oid);
    for (const { child, parent } of references) {
      const referenced = byOid.get(parent);
      if (child === table.oid && parent !== child && referenced) place(referenced, visiting);
    }
    placed.add(table.oid);
    ordered.push(table);
  };
  for (const table of tables) place(table, new Set());
  return ordered;
}

/** Every sequence where the source left it, so that ids continue after the copied rows. */
async function sequenceSettings(client) {
  const { rows } = await client.query(`
    select format('%I.%I', schemaname, sequencename) as name, start_value::text as start, last_value::text as last
    from pg_sequences where schemaname <> 'information_schema' and schemaname not like 'pg\\_%' order by 1`);
  return rows.map((row) =>
    row.last === null
      ? `SELECT pg_catalog.setval('${row.name}', ${row.start}, false);`
      : `SELECT pg_catalog.setval('${row.name}', ${row.last}, true);`,
  );
}

/** The hashes of the migrations the embedded database has run: a restore needs a schema built by the same ones. */
export async function appliedMigrations(client) {
  const { rows } = await client.query('select hash from drizzle.__drizzle_migrations order by id');
  return rows.map((row) => String(row.hash));
}

/**
 * Writes the rows of every application table to `file`. Triggers are off while loading: the counters
 * they keep (docs/decisions/016) are rows of their own, copied as they are, and would count twice.
 * @param {PgliteClient} client
 */
export async function writeDataSql(client, file) {
  await client.query("SET TimeZone = 'UTC'");
  await client.query("SET DateStyle = 'ISO'");
  const { rows: references } = await client.query(
    "select conrelid::int as child, confrelid::int as parent from pg_constraint where contype = 'f'",
  );
  const tables = inLoadOrder(await listTables(client), references);
  const out = createWriteStream(file);
  const write = async (/** @type {string} */ text) => {
    if (!out.write(text)) await once(out, 'drain');
  };
  await write(
    [
      '-- Pépites: the rows of an embedded database, for the schema its migrations build on PostgreSQL.',
      '-- `npm run restore` loads it (README, "Backup and restore"): psql --single-transaction -v ON_ERROR_STOP=1 -f',
      "SET client_encoding = 'UTF8';",
      'SET standard_conforming_strings = on;',
      "SET DateStyle = 'ISO';",
      '-- Rows the schema was built with (migrations and the job queue add some) give way to the copied ones.',
      `TRUNCATE TABLE ${tables.map((table) => table.name).join(', ')};`,
      '',
    ].join('\n'),
  );
  for (const table of tables) {
    const { blob } = await client.query(`COPY ${table.name} (${table.columns}) TO '/dev/blob'`);
    const rows = blob ? await blob.text() : '';
    if (rows === '') continue;
    await write(`ALTER TABLE ${table.name} DISABLE TRIGGER USER;\n`);
    await write(`COPY ${table.name} (${table.columns}) FROM stdin;\n${rows}\\.\n`);
    await write(`ALTER TABLE ${table.name} ENABLE TRIGGER USER;\n`);
  }
  await write(`${(await sequenceSettings(client)).join('\n')}\n`);
  out.end();
  await once(out, 'finish');
}
