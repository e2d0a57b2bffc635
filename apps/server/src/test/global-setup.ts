import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../db/client.js';
import { migrate } from '../db/migrate.js';
import { testDbKind, withDatabase } from './db-url.js';

declare module 'vitest' {
  export interface ProvidedContext {
    dbKind: 'pglite' | 'postgres';
    /** PGlite: a migrated data directory dump. PostgreSQL: the migrated template database's name. */
    dbTemplate: string;
  }
}

/** Migrates once per run; every test file then clones the result (decision 003). */
export default async function setup(project: TestProject) {
  const kind = testDbKind();
  project.provide('dbKind', kind);
  if (kind === 'pglite') {
    const dir = await mkdtemp(path.join(tmpdir(), 'pepites-test-'));
    const database = await openPglite({});
    await migrate(database);
    const client = (database.db as unknown as { $client: PGlite }).$client;
    const dump = await client.dumpDataDir('none');
    await database.close();
    const file = path.join(dir, 'template.tar');
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
    project.provide('dbTemplate', file);
    return async () => rm(dir, { recursive: true, force: true });
  }
  const template = `pepites_tpl_${process.pid}`;
  const admin = new pg.Client({ connectionString: withDatabase('postgres') });
  await admin.connect();
  await admin.query(`drop database if exists ${template}`);
  await admin.query(`create database ${template}`);
  const database = await openPostgres(withDatabase(template));
  await migrate(database);
  await database.close();
  project.provide('dbTemplate', template);
  return async () => {
    const leftovers = await admin.query<{ datname: string }>(
      `select datname from pg_database where datname like 'pepites_t_${process.pid}_%' or datname = $1`,
      [template],
    );
    for (const { datname } of leftovers.rows) await admin.query(`drop database if exists ${datname} with (force)`);
    await admin.end();
  };
}
