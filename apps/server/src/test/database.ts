import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { openPglite, openPostgres, type Database } from '../db/client.js';
import { withDatabase } from './db-url.js';

let counter = 0;

/** A fresh, migrated, empty database for one test file (or one test). Close it when done. */
export async function createTestDatabase(): Promise<Database> {
  const template = inject('dbTemplate');
  if (inject('dbKind') === 'pglite') {
    const dump = await readFile(template);
    return openPglite({ loadDataDir: new Blob([dump]) });
  }
  return throwawayPostgres(`${Date.now()}_${counter++}`, template);
}

/**
 * A PostgreSQL database of this test process's own, made from `template` or empty, dropped when
 * closed. Named after the suite's template, so the suite's teardown drops it if this run dies.
 */
export async function throwawayPostgres(label: string, template?: string): Promise<Database> {
  const name = `pepites_t_${inject('dbTemplate').split('_').pop()}_${process.pid}_${label}`;
  const admin = new pg.Client({ connectionString: withDatabase('postgres') });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  } finally {
    await admin.end();
  }
  const database = await openPostgres(withDatabase(name));
  return {
    ...database,
    close: async () => {
      await database.close();
      const cleaner = new pg.Client({ connectionString: withDatabase('postgres') });
      await cleaner.connect();
      await cleaner.query(`drop database if exists ${name} with (force)`);
      await cleaner.end();
    },
  };
}
