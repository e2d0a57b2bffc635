import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { generateRequest, type FuzzPlan } from './generator.js';
import { httpTransport } from './http-transport.js';
import { listOperations, type OpenApiDocument } from './openapi.js';
import { createThrowawayDatabase, postgresHost, postgresProblem, type ThrowawayDatabase } from './postgres-database.js';
import { rawResultLines, runRawProbes } from './raw-run.js';
import { resultLines } from './report.js';
import { runFuzz } from './runner.js';
import { checkHealth, findFreePort, loggedErrors, logTail, startServer, type RunningServer } from './server-process.js';
import { prepareFuzzAccount, type FuzzSession } from './session.js';
import type { Transport } from './transport.js';

export type DatabaseKind = 'pglite' | 'postgres';

export interface CampaignOptions {
  kind: DatabaseKind;
  serverJs: string;
  requests: number;
  seed: number;
  concurrency: number;
  /** Send only this request of the seed, and print it in full with its answer. */
  replay?: number;
  say(line: string): void;
}

/** `failed`: a 5xx or the server went down; `skipped`: the database could not be had. */
export type CampaignOutcome = 'passed' | 'failed' | 'skipped';

const REQUEST_TIMEOUT_MS = 30_000;

function serverEnv(port: number, dataDir: string, databaseUrl: string | undefined): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    SEED_DEMO: '1',
    LOG_LEVEL: 'warn',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    // One trusted hop: each fuzzed request's X-Forwarded-For is its client address (rate limits per request).
    TRUST_PROXY: '1',
    DATA_DIR: dataDir,
    ADMIN_EMAIL: 'admin@pepites.test',
    ADMIN_PASSWORD: 'Fuzz-admin-password-1',
  };
  // The fuzzed server never talks to outside services, whatever the developer's shell exports.
  for (const name of [
    'DATABASE_URL',
    'SMTP_URL',
    'TMDB_API_KEY',
    'YOUTUBE_API_KEY',
    'REDIS_URL',
    'CATALOG',
    'SESSION_SECRET',
  ])
    delete env[name];
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  return env;
}

async function loadPlan(
  server: RunningServer,
  transport: Transport,
  seed: number,
): Promise<{ plan: FuzzPlan; session: FuzzSession }> {
  const response = await fetch(`${server.url}/api/docs/json`);
  if (!response.ok) throw new Error(`GET /api/docs/json answered ${response.status}`);
  const operations = listOperations((await response.json()) as OpenApiDocument);
  const { context, session } = await prepareFuzzAccount(transport, seed);
  return { plan: { seed, operations, context }, session };
}

async function replay(
  options: CampaignOptions,
  plan: FuzzPlan,
  transport: Transport,
  session: FuzzSession,
): Promise<boolean> {
  const request = generateRequest(plan, options.replay ?? 0);
  const cookie = request.caller === 'user' && !('cookie' in request.headers) ? await session.current() : undefined;
  const headers = cookie ? { ...request.headers, cookie } : request.headers;
  options.say(
    `request #${request.index} of seed ${request.seed} (${request.operation}, ${request.mutation}, as ${request.caller}):`,
  );
  options.say(`${request.method} ${request.url.slice(0, 2000)}`);
  for (const [name, value] of Object.entries(headers)) options.say(`${name}: ${value.slice(0, 500)}`);
  if (request.body !== undefined)
    options.say(
      `\n${JSON.stringify(request.body.toString().slice(0, 2000))}${request.body.length > 2000 ? ` … (${request.body.length} in all)` : ''}`,
    );
  const result = await transport.send({ method: request.method, url: request.url, headers, body: request.body });
  options.say(
    result.ok
      ? `\n→ ${result.response.status} ${result.response.body.slice(0, 2000)}`
      : `\n→ no answer: ${result.error}`,
  );
  return result.ok && result.response.status < 500;
}

async function fuzz(options: CampaignOptions, server: RunningServer): Promise<boolean> {
  const transport = httpTransport(server.url, { timeoutMs: REQUEST_TIMEOUT_MS });
  const { plan, session } = await loadPlan(server, transport, options.seed);
  options.say(
    `OpenAPI: ${plan.operations.length} operations; fuzz account #${plan.context.userId}; seed ${options.seed}`,
  );
  if (options.replay !== undefined) return replay(options, plan, transport, session);
  const results = await runFuzz({
    transport,
    plan,
    session,
    count: options.requests,
    concurrency: options.concurrency,
    progressEvery: 5000,
    onProgress: (done, sofar) =>
      options.say(`  ${done}/${options.requests} requests, ${sofar.classes['5xx']} 5xx so far`),
    stopWhen: () => !server.alive(),
  });
  for (const line of resultLines(results)) options.say(line);
  if (session.failure) options.say(`signing in again failed at least once: ${session.failure}`);
  const raw = server.alive() ? await runRawProbes(server.url) : undefined;
  for (const line of raw ? rawResultLines(raw) : ['raw HTTP probes: not sent, the server is down']) options.say(line);
  return results.serverErrors.length === 0 && (raw?.serverErrors ?? 0) === 0;
}

/** Says whether the server is still up: the process alive and `GET /api/health` answering 200. */
async function stayedUp(server: RunningServer, say: (line: string) => void): Promise<boolean> {
  const health = await checkHealth(server.url);
  const up = server.alive() && health === 200;
  say(
    `server stayed up: ${up ? 'yes' : 'NO'} (GET /api/health ${health ?? 'no answer'}, process ${server.exitDescription()})`,
  );
  if (!up) say(logTail(server.logFile, 20));
  return up;
}

async function withDatabase(
  options: CampaignOptions,
  dataDir: string,
): Promise<{ url?: string; database?: ThrowawayDatabase } | undefined> {
  if (options.kind === 'pglite') return {};
  const problem = await postgresProblem();
  if (problem) {
    options.say(`PostgreSQL is unreachable at ${postgresHost()} (${problem}): PostgreSQL run skipped.`);
    return undefined;
  }
  const database = await createThrowawayDatabase();
  options.say(
    `database: ${database.url.replace(/\/\/[^@]*@/, '//')} (created for this run, dropped after it) - DATA_DIR ${dataDir}`,
  );
  return { url: database.url, database };
}

/** One database: start the production server, fuzz it, probe it raw, check it is up, stop it, clean up. */
export async function runCampaign(options: CampaignOptions): Promise<CampaignOutcome> {
  const dataDir = await mkdtemp(path.join(tmpdir(), `pepites-fuzz-${options.kind}-`));
  const started = Date.now();
  let database: ThrowawayDatabase | undefined;
  let server: RunningServer | undefined;
  try {
    const target = await withDatabase(options, dataDir);
    if (!target) return 'skipped';
    database = target.database;
    if (options.kind === 'pglite') options.say(`database: PGlite in DATA_DIR ${dataDir}`);
    const port = await findFreePort();
    server = await startServer({
      serverJs: options.serverJs,
      env: serverEnv(port, dataDir, target.url),
      port,
      logDir: dataDir,
    });
    options.say(
      `server: node ${path.relative(process.cwd(), options.serverJs)} on ${server.url}, up in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    const clean = await fuzz(options, server);
    const up = await stayedUp(server, options.say);
    const logged = loggedErrors(server.logFile);
    options.say(
      `server log: ${logged.count} lines at level error or fatal${logged.last ? `; the last one: ${logged.last.slice(0, 600)}` : ''}`,
    );
    return clean && up ? 'passed' : 'failed';
  } catch (error) {
    options.say(`fuzz run aborted: ${error instanceof Error ? error.message : String(error)}`);
    return 'failed';
  } finally {
    if (server) options.say(`server ${await server.stop()}`);
    await database?.drop().catch((error: unknown) => options.say(`could not drop the database: ${String(error)}`));
    await rm(dataDir, { recursive: true, force: true });
    options.say(`${options.kind} run took ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
}
