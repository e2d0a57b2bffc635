#!/usr/bin/env node
// `npm run bench:restart`: two production server processes on a PostgreSQL cluster of their own
// (built from the machine's binaries, so the shared one on 5432 is never touched) and the machine's
// Redis, under writes and reads through both, while the cluster restarts: fast, then immediate.
// Prints what the clients got (every answer must be 2xx or 503 `unavailable`), how long after
// PostgreSQL accepted connections again each process's first write succeeded, whether both
// processes lived, and whether a like through one process still lights a stream held on the other.
//   --loops 4          writing loops per process
//   --seconds 3        load before and after each restart
import { randomBytes } from 'node:crypto';
import { get } from 'node:http';
import { parseArgs } from 'node:util';
import { startOwnedPostgres } from '../apps/server/src/test/owned-postgres.ts';
import { ensureBuilt, ensureInstalled } from '../scripts/lib/stamps.mjs';
import { cookieOf, startBenchServer } from './server.mjs';

const { values: args } = parseArgs({
  options: { loops: { type: 'string', default: '4' }, seconds: { type: 'string', default: '3' } },
});
const LOOPS = Number(args.loops);
const LOAD_MS = Number(args.seconds) * 1000;
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const ADMIN = { email: 'admin@bench.invalid', password: 'BenchAdmin123' };
const MEMBER = { user_name: 'bench_fan', email: 'fan@bench.invalid', password: 'BenchMember123' };
const CSRF = { 'x-requested-with': 'pepites' };
const PORTS = [3931, 3932];

/**
 * One API call; never throws (no answer is status 0).
 * @param {string} baseUrl @param {string} method @param {string} path
 * @param {{ cookie?: string, body?: object, lang?: string }} [options]
 * @returns {Promise<{ status: number, code: string, retryAfter: string | null, cookie: string, json: any }>}
 */
async function call(baseUrl, method, path, { cookie, body, lang = 'en' } = {}) {
  const headers = {
    ...CSRF,
    'accept-language': lang,
    ...(cookie ? { cookie } : {}),
    ...(body ? { 'content-type': 'application/json' } : {}),
  };
  try {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers,
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(15_000),
    });
    const json = /** @type {any} */ (await response.json().catch(() => ({})));
    return {
      status: response.status,
      code: response.status >= 400 ? (json.code ?? '') : '',
      retryAfter: response.headers.get('retry-after'),
      cookie: cookieOf(response),
      json,
    };
  } catch (error) {
    return { status: 0, code: error instanceof Error ? error.name : 'error', retryAfter: null, cookie: '', json: {} };
  }
}

/** Writes (renaming a list of the admin's) and member reads in loops through one process, tallied. */
function loadThrough(server, cookie, listIds, tally) {
  let running = true;
  const loop = async (listId, index) => {
    for (let round = 0; running; round++) {
      const lang = round % 2 ? 'fr' : 'en';
      const write = await call(server.baseUrl, 'PUT', `/api/list/update/${listId}`, {
        cookie,
        lang,
        body: { title: `Relance ${index}.${round}`, description: '', privacy: 'public' },
      });
      tally.record(server, 'write', write);
      const read = await call(server.baseUrl, 'GET', `/api/list/getById/${listId}/user/0`, { cookie, lang });
      tally.record(server, 'read', read);
    }
  };
  const loops = listIds.map((listId, index) => loop(listId, index));
  return async () => {
    running = false;
    await Promise.all(loops);
  };
}

function createTally() {
  const rows = new Map();
  let readyAt = null;
  const firstWrite = new Map();
  return {
    markReady() {
      readyAt = Date.now();
      firstWrite.clear();
    },
    record(server, kind, answer) {
      const key =
        answer.status === 503
          ? `503 ${answer.code}`
          : answer.status === 200 || answer.status === 201
            ? String(answer.status)
            : `${answer.status} ${answer.code} ${kind} ${server.baseUrl}`;
      const row = rows.get(key) ?? { answers: 0, missingRetryAfter: 0 };
      row.answers += 1;
      if (answer.status === 503 && !answer.retryAfter) row.missingRetryAfter += 1;
      rows.set(key, row);
      if (kind === 'write' && answer.status === 200 && readyAt !== null && !firstWrite.has(server.baseUrl))
        firstWrite.set(server.baseUrl, Date.now() - readyAt);
    },
    report() {
      return {
        answers: Object.fromEntries([...rows].map(([key, row]) => [key, row.answers])),
        firstWriteAfterReadyMs: [...firstWrite.values()],
        missingRetryAfter: [...rows.values()].reduce((sum, row) => sum + row.missingRetryAfter, 0),
      };
    },
  };
}

/** Opens the notification stream of `cookie` on `baseUrl` and resolves with the first event's name. */
function firstEvent(baseUrl, cookie, timeoutMs = 5000) {
  return new Promise((resolve) => {
    const request = get(`${baseUrl}/api/notifications/stream`, { agent: false, headers: { cookie } }, (response) => {
      let buffer = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => {
        buffer += chunk;
        const name = /^event: (?!ready)(.+)$/m.exec(buffer)?.[1];
        if (name) {
          clearTimeout(timer);
          request.destroy();
          resolve(name);
        }
      });
    });
    const timer = setTimeout(() => {
      request.destroy();
      resolve(null);
    }, timeoutMs);
    request.on('error', () => resolve(null));
  });
}

const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

if (!(await ensureInstalled()) || !(await ensureBuilt())) process.exit(1);
const cluster = await startOwnedPostgres();
/** @type {{ baseUrl: string, pid: number | undefined, stop(): Promise<void> }[]} */
const servers = [];
/** @type {object[]} */
const restarts = [];
let likeCheck = '';
try {
  // Processes of one deployment share the session secret (each bench server has a data directory of its own).
  const SESSION_SECRET = randomBytes(32).toString('base64url');
  const env = {
    DATABASE_URL: cluster.url(),
    REDIS_URL,
    SESSION_SECRET,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    SEED_DEMO: '0',
  };
  // One after the other: the first start migrates the empty database.
  const a = await startBenchServer(PORTS[0], env);
  servers.push(a);
  const b = await startBenchServer(PORTS[1], env);
  servers.push(b);
  const admin = await call(a.baseUrl, 'POST', '/api/login', { body: ADMIN });
  await call(a.baseUrl, 'POST', '/api/register', { body: MEMBER });
  const member = await call(a.baseUrl, 'POST', '/api/login', { body: MEMBER });
  const [adminCookie, adminId, memberCookie, memberId] = [
    admin.cookie,
    admin.json.user?.id,
    member.cookie,
    member.json.user?.id,
  ];
  if (!adminId || !memberId) throw new Error(`sign-in failed: admin ${admin.status}, member ${member.status}`);
  const listIds = [];
  for (let index = 0; index < LOOPS; index++) {
    listIds.push(
      (
        await call(a.baseUrl, 'POST', `/api/list/create/${adminId}`, {
          cookie: adminCookie,
          body: { title: `Relance ${index}` },
        })
      ).json.list?.id,
    );
  }
  for (const mode of /** @type {const} */ (['fast', 'immediate'])) {
    const tally = createTally();
    const stops = servers.map((server) => loadThrough(server, adminCookie, listIds, tally));
    await new Promise((resolve) => setTimeout(resolve, LOAD_MS));
    await cluster.restart(mode);
    tally.markReady();
    await new Promise((resolve) => setTimeout(resolve, LOAD_MS));
    await Promise.all(stops.map((stop) => stop()));
    restarts.push({
      restart: mode,
      ...tally.report(),
      processesAlive: servers.filter((server) => server.pid !== undefined && alive(server.pid)).length,
    });
  }
  // A like through A reaches the member's stream held on B, after both restarts.
  const memberListId = (
    await call(b.baseUrl, 'POST', `/api/list/create/${memberId}`, { cookie: memberCookie, body: { title: 'À aimer' } })
  ).json.list?.id;
  const event = firstEvent(b.baseUrl, memberCookie);
  await new Promise((resolve) => setTimeout(resolve, 300));
  await call(a.baseUrl, 'PUT', `/api/list/${memberListId}/like/${adminId}`, { cookie: adminCookie });
  likeCheck = (await event) ?? 'nothing within 5 s';
} finally {
  for (const server of servers) await server.stop();
  await cluster.destroy();
}

console.log(
  `\n2 server processes (production build) on a PostgreSQL cluster of their own and Redis, ${LOOPS} write/read loops each`,
);
for (const row of restarts) console.log(JSON.stringify(row));
console.log(`a like through the first process, on the member's stream held by the second: ${likeCheck}`);
const unexpected = (/** @type {any} */ row) =>
  Object.keys(row.answers).some((key) => !/^(200|201|503 unavailable)$/.test(key)) ||
  row.processesAlive !== servers.length;
if (restarts.some(unexpected) || likeCheck !== 'notification') process.exitCode = 1;
