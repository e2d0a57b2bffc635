import { count, ne } from 'drizzle-orm';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { migrate } from './db/migrate.js';
import { users } from './db/schema/index.js';
import { seedDemoCommunity } from './db/seed/demo.js';
import { seedReferenceData } from './db/seed/reference.js';
import { saveUpload } from './modules/uploads/index.js';
import { backfillUserNameKeys, ensureAdminAccount } from './modules/users/index.js';

/** SEED_DEMO decides; unset, a fresh embedded database (no member but the admin) gets the demo community. */
async function wantsDemo(database: Database, config: Config): Promise<boolean> {
  if (config.seedDemo !== undefined) return config.seedDemo;
  if (database.kind !== 'pglite') return false;
  const [row] = await database.db.select({ value: count() }).from(users).where(ne(users.role, 'admin'));
  return (row?.value ?? 0) === 0;
}

/**
 * Migrates and seeds; what the person starting the server should know is passed to `note`.
 * Processes that start together on one database do this one after the other: the first migrates and
 * seeds, the others find it done (drizzle's migrator takes no lock of its own).
 */
export function prepareDatabase(database: Database, config: Config, note: (text: string) => void): Promise<void> {
  return database.exclusively('pepites:prepare-database', () => migrateAndSeed(database, config, note));
}

async function migrateAndSeed(database: Database, config: Config, note: (text: string) => void): Promise<void> {
  await migrate(database);
  const clashing = await backfillUserNameKeys(database.db);
  if (clashing.length > 0)
    note(`These existing user names look like older ones and keep no look-alike key: ${clashing.join(', ')}.`);
  await seedReferenceData(database.db);
  await ensureAdminAccount(database.db, config, note);
  if (await wantsDemo(database, config)) {
    if (await seedDemoCommunity(database.db, saveUpload)) note('Demo community created (its members cannot sign in).');
  }
}
