import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { errorMessages, type Lang } from '@pepites/contracts';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, csrf, type TestUser } from '../test/auth-helpers.js';
import { logTail, startServer, type RunningServer } from '../test/fuzz/server-process.js';
import { freePort, startOwnedPostgres, type OwnedPostgres } from '../test/owned-postgres.js';
import { productionServerEnv } from '../test/server-env.js';
import { SESSION_COOKIE } from '../plugins/session.js';
import { openPostgres } from './client.js';

/**
 * The real server process on a PostgreSQL cluster of this test's own, restarted under it: the
 * process must survive, answer 503 `unavailable` (never 500) while the database is away, and write
 * again as soon as it is back. It runs the same on the PGlite and the PostgreSQL runs of the suite.
 */

const SERVER_TS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../server.ts');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Answer {
  lang: Lang;
  /** When the answer arrived (ms since the epoch). */
  at: number;
  status: number;
  retryAfter: string | null;
  body: unknown;
}

let cluster: OwnedPostgres;
let server: RunningServer;
let dataDir: string;
let member: TestUser;
let cookie: string;
let listId: number;

async function signIn(): Promise<void> {
  const database = await openPostgres(cluster.url());
  try {
    member = await createUser(database.db);
  } finally {
    await database.close();
  }
  const response = await fetch(`${server.url}/api/login`, {
    method: 'POST',
    headers: { ...csrf, 'content-type': 'application/json' },
    body: JSON.stringify({ email: member.email, password: member.password, remember: false }),
  });
  expect(response.status).toBe(200);
  const session = response.headers.getSetCookie().find((line) => line.startsWith(`${SESSION_COOKIE}=`));
  cookie = session?.split(';')[0] ?? '';
  expect(cookie).not.toBe('');
  const created = await write('en', 'create');
  expect(created.status).toBe(201);
  listId = (created.body as { list: { id: number } }).list.id;
}

type Write = 'create' | 'update';

/** Creates a list (a transaction) or renames the member's list as the member; a dropped connection (the process died) is status 0. */
async function write(lang: Lang, kind: Write = 'update'): Promise<Answer> {
  const request =
    kind === 'create'
      ? { method: 'POST', path: `/api/list/create/${member.id}`, body: { title: `Written during a restart (${lang})` } }
      : {
          method: 'PUT',
          path: `/api/list/update/${listId}`,
          body: { title: `Renamed during a restart (${lang})`, description: '', privacy: 'public' },
        };
  try {
    const response = await fetch(`${server.url}${request.path}`, {
      method: request.method,
      headers: { ...csrf, cookie, 'content-type': 'application/json', 'accept-language': lang },
      body: JSON.stringify(request.body),
      signal: AbortSignal.timeout(20_000),
    });
    const body: unknown = await response.json();
    return { lang, at: Date.now(), status: response.status, retryAfter: response.headers.get('retry-after'), body };
  } catch (error) {
    return { lang, at: Date.now(), status: 0, retryAfter: null, body: String(error) };
  }
}

const written = (answer: Answer) => answer.status === 200 || answer.status === 201;

/** Written, or told in the caller's language that the database is away and when to come back. */
function expectWrittenOrUnavailable(answer: Answer): void {
  if (written(answer)) return;
  expect(answer).toMatchObject({
    status: 503,
    body: { code: 'unavailable', message: errorMessages.unavailable[answer.lang] },
  });
  expect(answer.retryAfter).toMatch(/^[1-9][0-9]*$/);
}

/** Writes until one succeeds (bounded); every answer on the way must be a 200 or a 503 `unavailable`. */
async function writeUntilWritten(): Promise<{ attempts: number; writtenAt: number }> {
  for (let attempt = 1; attempt <= 400; attempt++) {
    const answer = await write(attempt % 2 === 0 ? 'fr' : 'en');
    expectWrittenOrUnavailable(answer);
    if (written(answer)) return { attempts: attempt, writtenAt: answer.at };
    await sleep(25);
  }
  throw new Error('no write succeeded within 400 attempts after the database came back');
}

/** Polls `check` every 25 ms, at most `times` times; says whether it came true. */
async function eventually(check: () => boolean | Promise<boolean>, times = 400): Promise<boolean> {
  for (let poll = 0; poll < times; poll++) {
    if (await check()) return true;
    await sleep(25);
  }
  return false;
}

function expectServerAlive(): void {
  expect(server.alive(), `the server ${server.exitDescription()}:\n${logTail(server.logFile, 20)}`).toBe(true);
  expect(logTail(server.logFile, 100_000)).not.toMatch(/uncaught|"level":60/);
}

/** A connection of the test's own that the restart is allowed to break. */
async function connect(): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: cluster.url() });
  client.on('error', () => undefined);
  await client.connect();
  return client;
}

describe('a PostgreSQL restart under the server process', () => {
  beforeAll(async () => {
    cluster = await startOwnedPostgres();
    dataDir = await mkdtemp(path.join(tmpdir(), 'pepites-restart-'));
    const port = await freePort();
    server = await startServer({
      serverJs: SERVER_TS,
      port,
      logDir: dataDir,
      env: productionServerEnv(port, dataDir, {
        NODE_OPTIONS: '--conditions=source --import tsx',
        DATABASE_URL: cluster.url(),
        SEED_DEMO: '0',
      }),
    });
    await signIn();
  }, 180_000);

  afterAll(async () => {
    await server?.stop();
    await cluster?.destroy();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  }, 60_000);

  it(
    'survives an immediate stop under a write holding its connection, answers 503 while down, and writes again once it is back',
    { timeout: 120_000 },
    async () => {
      // A write held inside its transaction by a lock: its connection is checked out of the pool
      // when PostgreSQL goes away, the case the pool's own error listener does not cover.
      const locker = await connect();
      const watcher = await connect();
      await locker.query('begin');
      await locker.query('lock table lists in access exclusive mode');
      const held = write('en', 'create');
      const waitingForLock = async () => {
        const waiting = await watcher.query<{ n: number }>(
          `select count(*)::int as n from pg_locks where not granted and relation = 'lists'::regclass`,
        );
        return (waiting.rows[0]?.n ?? 0) > 0;
      };
      expect(await eventually(waitingForLock)).toBe(true);
      await cluster.stop('immediate');
      const heldAnswer = await held;
      expect(heldAnswer.status).toBe(503);
      expectWrittenOrUnavailable(heldAnswer);

      for (const lang of ['fr', 'en'] as const) {
        const answer = await write(lang);
        expect(answer.status).toBe(503);
        expectWrittenOrUnavailable(answer);
      }
      const health = await fetch(`${server.url}/api/health`);
      expect(health.status).toBe(503);
      expect(await health.json()).toMatchObject({ status: 'unavailable', database: 'down' });

      await cluster.start();
      const back = Date.now();
      const { attempts, writtenAt } = await writeUntilWritten();
      console.log(
        `stop -m immediate under a held write: first write ${writtenAt - back} ms after PostgreSQL accepted connections again (${attempts} attempts)`,
      );
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
      expectServerAlive();
    },
  );

  it.each(['fast', 'immediate'] as const)(
    'survives restart -m %s under a loop of writes, answering only 200 or 503 unavailable',
    { timeout: 120_000 },
    async (mode) => {
      const answers: Answer[] = [];
      let stopping = false;
      const worker = async (lang: Lang) => {
        for (let round = 0; round < 2000 && !stopping; round++) {
          const answer = await write(lang);
          answers.push(answer);
          if (answer.status === 0) return;
        }
      };
      const workers = Promise.all((['fr', 'en', 'fr', 'en'] as const).map(worker));
      await sleep(300);
      await cluster.restart(mode);
      const restarted = Date.now();
      const writtenAfterRestart = () => answers.find((answer) => written(answer) && answer.at >= restarted);
      await eventually(() => writtenAfterRestart() !== undefined || answers.some((answer) => answer.status === 0));
      stopping = true;
      await workers;
      for (const answer of answers) expectWrittenOrUnavailable(answer);
      const firstWritten = writtenAfterRestart();
      expect(firstWritten).toBeDefined();
      const unavailable = answers.filter((answer) => answer.status === 503).length;
      console.log(
        `restart -m ${mode}: first write ${(firstWritten?.at ?? 0) - restarted} ms after PostgreSQL accepted connections again; ${answers.length} writes, ${unavailable} answered 503 unavailable`,
      );
      expectServerAlive();
    },
  );

  it('listens again after the restarts: a session ended by SQL is refused, not answered from what the process kept', async () => {
    const session = async () => {
      const response = await fetch(`${server.url}/api/session`, { headers: { cookie } });
      expect(response.status).toBe(200);
      return ((await response.json()) as { user: { id: number } | null }).user;
    };
    // Asked twice: the second answer may come from the session the process keeps.
    expect(await session()).toMatchObject({ id: member.id });
    expect(await session()).toMatchObject({ id: member.id });
    const client = await connect();
    try {
      await client.query('delete from sessions where user_id = $1', [member.id]);
    } finally {
      await client.end();
    }
    // Well within the minute a kept session may last: only the database's notification explains it.
    expect(await eventually(async () => (await session()) === null, 200)).toBe(true);
    expectServerAlive();
  });
});
