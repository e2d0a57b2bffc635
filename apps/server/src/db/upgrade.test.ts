import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { createTestDatabase, throwawayPostgres } from '../test/database.js';
import { DERIVED_TABLES, derivedDrift, insertFixture, rowCounts, schemaOf } from '../test/upgrade-fixture.js';
import { openPglite, type Database, type Db } from './client.js';
import { migrate, migrationsFolder } from './migrate.js';

/**
 * A database left at any earlier migration, holding rows of every table, is brought to the head by
 * the migrate step the server runs at start: no row is lost, every figure the triggers keep is exact,
 * and the schema is the one a database migrated from empty has (docs/architecture.md, "Tests").
 */

interface JournalEntry {
  tag: string;
  when: number;
}

const journal = (
  JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as { entries: JournalEntry[] }
).entries;

/** Applies the journal's migrations 0…last and records them as drizzle's migrator does. */
async function migrateUpTo(db: Db, last: number): Promise<void> {
  await db.execute(sql`create schema if not exists drizzle`);
  await db.execute(
    sql`create table if not exists drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)`,
  );
  await db.transaction(async (tx) => {
    for (const { tag, when } of journal.slice(0, last + 1)) {
      const text = readFileSync(path.join(migrationsFolder, `${tag}.sql`), 'utf8');
      for (const statement of text.split('--> statement-breakpoint')) await tx.execute(sql.raw(statement));
      const hash = createHash('sha256').update(text).digest('hex');
      await tx.execute(sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${hash}, ${when})`);
    }
  });
}

/** A new embedded database, initialized once: each case loads a copy instead of initializing its own. */
let emptyPglite: Promise<Blob> | undefined;
async function initializeEmptyPglite(): Promise<Blob> {
  const database = await openPglite({});
  const dump = await (database.db as unknown as { $client: PGlite }).$client.dumpDataDir('none');
  await database.close();
  return dump;
}

/** An empty database of the suite's kind: in memory on PGlite, a throwaway database on PostgreSQL. */
async function openEmptyDatabase(label: string): Promise<Database> {
  if (inject('dbKind') === 'pglite')
    return openPglite({ loadDataDir: await (emptyPglite ??= initializeEmptyPglite()) });
  return throwawayPostgres(label);
}

const recordedMigrations = async (db: Db) =>
  (
    (await db.execute(sql`select hash, created_at::text from drizzle.__drizzle_migrations order by id`)) as unknown as {
      rows: unknown[];
    }
  ).rows;

/** The tables that still exist at the head, with their counts before the upgrade. */
const survivors = (before: Record<string, number>, after: Record<string, number>) =>
  Object.fromEntries(Object.entries(before).filter(([table]) => table in after && !DERIVED_TABLES.includes(table)));

describe('upgrading a database left at an earlier migration', async () => {
  const fromEmpty = await createTestDatabase();
  const expectedSchema = await schemaOf(fromEmpty.db);
  const expectedRecords = await recordedMigrations(fromEmpty.db);
  await fromEmpty.close();

  const earlier = journal.slice(0, -1).map(({ tag }, index) => ({ index, tag }));
  it.each(earlier)('from $tag keeps every row and exact counts, and ends on the head schema', async ({ index }) => {
    const database = await openEmptyDatabase(`upgrade_${index}`);
    try {
      await migrateUpTo(database.db, index);
      expect(await insertFixture(database.db, index)).toEqual([]);
      const before = await rowCounts(database.db);

      await migrate(database);

      const after = await rowCounts(database.db);
      expect(Object.fromEntries(Object.keys(survivors(before, after)).map((table) => [table, after[table]]))).toEqual(
        survivors(before, after),
      );
      expect(await derivedDrift(database.db)).toEqual({
        lists: [],
        users: [],
        counters: [],
        search: [],
        terms: [],
        unmaskedResetLinks: [],
        badgesWithoutRule: [],
        foreignPostersChecked: [],
      });
      expect(await recordedMigrations(database.db)).toEqual(expectedRecords);
      expect(await schemaOf(database.db)).toEqual(expectedSchema);
    } finally {
      await database.close();
    }
  });
});
