import { count, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { openPglite, openPostgres, type Database } from './db/client.js';
import { migrate } from './db/migrate.js';
import { users } from './db/schema/index.js';
import { seedDemoCommunity } from './db/seed/demo.js';
import { seedReferenceData } from './db/seed/reference.js';
import { loggerOptions } from './lib/log.js';
import { ensureAdminAccount } from './modules/users/admin-bootstrap.js';
import { backfillUserNameKeys } from './modules/users/user-name-keys.js';

const say = (line: string) => process.stdout.write(`${line}\n`);
const fail = (line: string) => process.stderr.write(`${line}\n`);

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    // One line naming the variable, never its value (it may be a secret), and no stack.
    if (error instanceof ConfigError) {
      fail(error.message);
      process.exit(1);
    }
    throw error;
  }
}

function openDatabase(config: Config): Promise<Database> {
  return config.databaseUrl ? openPostgres(config.databaseUrl) : openPglite({ dataDir: config.dataDir });
}

/** SEED_DEMO decides; unset, a fresh embedded database (no member but the admin) gets the demo community. */
async function wantsDemo(database: Database, config: Config): Promise<boolean> {
  if (config.seedDemo !== undefined) return config.seedDemo;
  if (database.kind !== 'pglite') return false;
  const [row] = await database.db.select({ value: count() }).from(users).where(ne(users.role, 'admin'));
  return (row?.value ?? 0) === 0;
}

async function prepareDatabase(database: Database, config: Config): Promise<void> {
  await migrate(database);
  const clashing = await backfillUserNameKeys(database.db);
  if (clashing.length > 0) say(`These existing user names look like older ones and keep no look-alike key: ${clashing.join(', ')}.`);
  await seedReferenceData(database.db);
  await ensureAdminAccount(database.db, config, say);
  if (await wantsDemo(database, config)) {
    if (await seedDemoCommunity(database.db)) say('Demo community created (its members cannot sign in).');
  }
}

/** app.close() then database.close(): PGlite keeps the process alive until it is closed. A second signal forces the exit. */
function closeOnSignals(app: FastifyInstance, database: Database): void {
  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) {
      fail(`${signal} received again: exiting now.`);
      process.exit(1);
    }
    closing = true;
    app.log.info({ signal }, 'shutting down');
    app
      .close()
      .then(() => database.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          fail(`Shutdown failed: ${error instanceof Error ? error.message : String(error)}`);
          process.exit(1);
        },
      );
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

async function main(): Promise<void> {
  const config = readConfig();
  const database = await openDatabase(config);
  let app: FastifyInstance | undefined;
  try {
    await prepareDatabase(database, config);
    app = await buildApp({ config, database, logger: loggerOptions(config.logLevel) });
    closeOnSignals(app, database);
    await app.listen({ host: config.host, port: config.port });
  } catch (error) {
    fail(`Pépites could not start: ${error instanceof Error ? error.message : String(error)}`);
    await app?.close().catch(() => undefined);
    await database.close().catch(() => undefined);
    process.exit(1);
  }
  say(`Pépites is ready on ${config.publicUrl}`);
}

void main();
