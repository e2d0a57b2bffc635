import closeWithGrace from 'close-with-grace';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { openPglite, openPostgres, type Database } from './db/client.js';
import { loggerOptions, OneLineRequestLog, prettyStream, wantsPrettyLogs } from './lib/log.js';
import { startSummary } from './lib/start-summary.js';
import { prepareDatabase } from './prepare-database.js';

const say = (line: string) => void process.stdout.write(`${line}\n`);
const fail = (line: string) => void process.stderr.write(`${line}\n`);

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

/** Where database connection errors are reported: stderr until the app's logger exists. */
let reportPoolError: (error: Error) => void = (error) => fail(`Database connection error: ${error.message}`);

function openDatabase(config: Config): Promise<Database> {
  if (!config.databaseUrl) return openPglite({ dataDir: config.dataDir });
  return openPostgres(config.databaseUrl, { onPoolError: (error) => reportPoolError(error) });
}

/** Longest a shutdown may take: requests in flight finish, then the process exits anyway. */
const SHUTDOWN_DEADLINE_MS = 10_000;

/**
 * On SIGINT/SIGTERM/SIGHUP (or a crash): stop accepting requests, let those in flight finish, close
 * the database (PGlite keeps the process alive until it is closed), exit 0; past the deadline, or on
 * a second signal, exit 1 at once.
 */
function closeGracefully(app: FastifyInstance, database: Database): { close: () => void } {
  return closeWithGrace(
    { delay: SHUTDOWN_DEADLINE_MS, logger: { error: (message: unknown) => app.log.error(message) } },
    async ({ signal, err, manual }) => {
      if (err) app.log.fatal({ err }, 'uncaught error: shutting down');
      else
        app.log.info(manual ? { reason: 'the process that started this server is gone' } : { signal }, 'shutting down');
      await app.close();
      await database.close();
    },
  );
}

/**
 * `npm start` runs the server with an IPC channel to its supervisor (scripts/lib/child.mjs). When the
 * supervisor dies without stopping us (SIGKILL), the channel closes: stop too rather than hold the
 * port. Started any other way (a service manager, a container), there is no channel and nothing to watch.
 */
function stopWithSupervisor(close: () => void): void {
  if (!process.channel) return;
  process.once('disconnect', close);
  // The channel must not keep the process alive by itself.
  process.channel.unref();
}

async function main(): Promise<void> {
  const config = readConfig();
  const pretty = wantsPrettyLogs(config.logFormat);
  const database = await openDatabase(config);
  // Printed after the summary, where they are seen; or before the failure if the start fails.
  const notes: string[] = [];
  let app: FastifyInstance | undefined;
  try {
    await prepareDatabase(database, config, (text) => notes.push(text));
    const built = await buildApp({
      config,
      database,
      logger: loggerOptions(config.logLevel, pretty ? await prettyStream() : undefined),
      logController: pretty ? new OneLineRequestLog() : undefined,
    });
    app = built;
    reportPoolError = (error) =>
      built.log.error({ err: error }, 'database connection lost; the pool reconnects on the next query');
    stopWithSupervisor(closeGracefully(built, database).close);
    await app.listen({ host: config.host, port: config.port });
  } catch (error) {
    notes.forEach(say);
    fail(`Pépites could not start: ${error instanceof Error ? error.message : String(error)}`);
    await app?.close().catch(() => undefined);
    await database.close().catch(() => undefined);
    process.exit(1);
  }
  say(['', ...startSummary(config, { pretty }), ...notes, ''].join('\n'));
}

void main();
