// The fleet of the fault benchmarks (docs/deploy.md#faults): `npm run start:fleet` (nginx in front of
// two production processes) on a PostgreSQL cluster and a Redis server of its own, on private ports
// and in temporary directories, so that stopping them never touches the machine's shared 5432 and 6379.
import { execFile, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort, startOwnedPostgres } from '../../apps/server/src/test/owned-postgres.ts';
import { ensureBuilt, ensureInstalled, ROOT } from '../../scripts/lib/stamps.mjs';
import { addressOf, call } from './client.mjs';

const run = promisify(execFile);
/** Debian's redis-server package, the one the machine's shared Redis runs from. */
const REDIS_SERVER = '/usr/bin/redis-server';
const START_TIMEOUT_MS = 180_000;
export const ADMIN = { email: 'admin@fleet.invalid', password: 'FleetAdmin123' };
export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A Redis server of our own: no snapshots, no append-only file; `stop` and `start` keep its port. */
async function startOwnRedis(dir) {
  const port = await freePort();
  let child;
  const start = async () => {
    child = spawn(REDIS_SERVER, ['--port', String(port), '--save', '', '--appendonly', 'no', '--dir', dir], {
      stdio: 'ignore',
    });
    for (let tries = 0; tries < 100; tries++) {
      if (
        await run('redis-cli', ['-p', String(port), 'ping']).then(
          ({ stdout }) => /PONG/.test(stdout),
          () => false,
        )
      )
        return;
      await sleep(50);
    }
    throw new Error(`redis-server on ${port} did not answer`);
  };
  const stop = async () => {
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  await start();
  return { port, url: `redis://127.0.0.1:${port}`, start, stop };
}

/** The pid listening on `port` on this machine, from `ss`. */
export async function pidOnPort(port) {
  const { stdout } = await run('ss', ['-Hltnp', `sport = :${port}`]);
  const pid = /pid=(\d+)/.exec(stdout)?.[1];
  return pid ? Number(pid) : null;
}

/** Established TCP connections whose local port is `port` (nginx's keep-alive connections to a process). */
export async function connectionsOn(port) {
  const { stdout } = await run('ss', ['-Htn', 'state', 'established', `sport = :${port}`]);
  return stdout.split('\n').filter(Boolean).length;
}

/** Resident memory (MB) and open file descriptors of a process, from /proc. */
export function processFigures(pid) {
  const rssKb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  return { rssMb: Math.round(rssKb / 102.4) / 10, fds: readdirSync(`/proc/${pid}/fd`).length };
}

async function waitForHealth(port, fleet) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (fleet.exitCode !== null) throw new Error(`the fleet ended (exit ${fleet.exitCode})`);
    if ((await call({ port, path: '/api/health', from: '127.0.0.1', fresh: true })).status === 200) return;
    await sleep(250);
  }
  throw new Error(`the fleet did not answer on ${port} within ${START_TIMEOUT_MS / 1000} s`);
}

/**
 * Starts PostgreSQL, Redis, then `scripts/start-fleet.mjs` on them; resolves once nginx answers
 * /api/health. The demo community is seeded (visitors' reads need public lists).
 */
export async function startFleet() {
  if (!(await ensureInstalled()) || !(await ensureBuilt())) throw new Error('install or build failed');
  const dir = mkdtempSync(path.join(tmpdir(), 'pepites-fleet-'));
  const cluster = await startOwnedPostgres();
  const redis = await startOwnRedis(dir);
  const port = await freePort();
  // Two consecutive free ports for the processes: start-fleet numbers them from the first.
  let serverPort = await freePort();
  while ((await pidOnPort(serverPort + 1)) !== null) serverPort = await freePort();
  const serverPorts = [serverPort, serverPort + 1];
  const logFile = path.join(dir, 'fleet.log');
  const out = openSync(logFile, 'a');
  const fleet = spawn(process.execPath, [path.join(ROOT, 'scripts/start-fleet.mjs')], {
    cwd: ROOT,
    stdio: ['ignore', out, out],
    env: {
      ...process.env,
      FLEET_PORT: String(port),
      FLEET_SERVER_PORT: String(serverPort),
      FLEET_RUN_DIR: path.join(dir, 'nginx'),
      DATABASE_URL: cluster.url(),
      REDIS_URL: redis.url,
      DATA_DIR: path.join(dir, 'data'),
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      SEED_DEMO: '1',
      LOG_LEVEL: 'warn',
      SMTP_URL: '',
      TMDB_API_KEY: '',
      YOUTUBE_API_KEY: '',
    },
  });
  const stop = async () => {
    if (fleet.exitCode === null) {
      const exited = new Promise((resolve) => fleet.once('exit', resolve));
      fleet.kill('SIGTERM');
      await exited;
    }
    await redis.stop();
    await cluster.destroy();
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(port, fleet);
  } catch (error) {
    console.error(readFileSync(logFile, 'utf8').slice(-4000));
    await stop();
    throw error;
  }
  return {
    port,
    serverPorts,
    cluster,
    redis,
    fleet,
    /** What start-fleet and the processes printed so far. */
    log: () => readFileSync(logFile, 'utf8'),
    stop,
  };
}

/** Runs `body(fleet)` on a fresh fleet and always takes the fleet down after. */
export async function withFleet(body) {
  const fleet = await startFleet();
  const stopOnSignal = () => void fleet.stop().finally(() => process.exit(130));
  process.once('SIGINT', stopOnSignal);
  try {
    return await body(fleet);
  } finally {
    process.off('SIGINT', stopOnSignal);
    await fleet.stop();
  }
}

/**
 * A call of the seeding, asked again while a process sheds load (503 with Retry-After: on this
 * shared machine an event loop held for a second by others' work is enough); the load never retries.
 */
async function seedCall(request) {
  for (let attempt = 1; ; attempt++) {
    const answer = await call(request);
    if (answer.status !== 503 || attempt === 5) return answer;
    await sleep(1000);
  }
}

/**
 * `count` members who signed up and signed in through nginx, each from an address of its own, with
 * a public list of their own (what their list edits change).
 */
export async function seedMembers(fleet, count, tag = Date.now().toString(36)) {
  const members = [];
  for (let index = 0; index < count; index++) {
    const from = addressOf(20, index);
    const credentials = { email: `m${index}.${tag}@fleet.invalid`, password: 'FleetMember123' };
    const signUp = await seedCall({
      port: fleet.port,
      method: 'POST',
      path: '/api/register',
      from,
      body: { user_name: `m${index}_${tag}`.slice(0, 16), ...credentials },
    });
    if (signUp.status !== 201)
      throw new Error(`sign-up ${index} answered ${signUp.status} ${JSON.stringify(signUp.json)}`);
    const login = await seedCall({ port: fleet.port, method: 'POST', path: '/api/login', from, body: credentials });
    const id = login.json.user?.id;
    if (!id) throw new Error(`sign-in ${index} answered ${login.status}`);
    const list = await seedCall({
      port: fleet.port,
      method: 'POST',
      path: `/api/list/create/${id}`,
      from,
      cookie: login.cookie,
      body: { title: `Liste ${index}` },
    });
    if (list.status !== 201)
      throw new Error(`list of member ${index} answered ${list.status} ${JSON.stringify(list.json)}`);
    members.push({ index, id, from, cookie: login.cookie, listId: list.json.list.id });
  }
  return members;
}

/** The demo community's public lists and the catalogue items they hold (what visitors read and members like). */
export async function publicTargets(fleet) {
  const from = addressOf(10, 0);
  const browse = await call({ port: fleet.port, path: '/api/lists/getAllListsFiltered/?sort=liked&page=1', from });
  const listIds = (browse.json.lists ?? []).filter((list) => list.privacy === 'public').map((list) => list.id);
  if (listIds.length === 0) throw new Error(`no public list to read (browse answered ${browse.status})`);
  const itemIds = new Set();
  for (const listId of listIds) {
    const detail = await call({ port: fleet.port, path: `/api/list/getById/${listId}/user/0`, from });
    for (const item of detail.json.list?.content ?? []) itemIds.add(item.id);
  }
  if (itemIds.size === 0) throw new Error('the public lists hold no item to mark seen');
  return { listIds, itemIds: [...itemIds] };
}

/** The distinct messages of the processes' JSON log lines at `minLevel` or above in `text`, with how often each came. */
export function loggedMessages(text, minLevel = 0) {
  const counts = {};
  for (const line of text.split('\n')) {
    if (!line.startsWith('{')) continue;
    try {
      const { msg, level } = JSON.parse(line);
      if (msg && level >= minLevel) counts[msg] = (counts[msg] ?? 0) + 1;
    } catch {
      // a line cut in two by the other process's output
    }
  }
  return counts;
}

/** nginx's complaints in `text` (its error log goes to the fleet's output), by message, with how often each came. */
export function nginxComplaints(text) {
  const counts = {};
  for (const [, level, message] of text.matchAll(/\[(error|warn|crit|alert)\] \d+#\d+: (?:\*\d+ )?([^,\n]+)/g)) {
    const key = `${level}: ${message}`;
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

/** Writes `bench/results/<name>.json` and `.md`; prints the markdown. */
export function writeResults(name, figures, markdown) {
  const dir = path.join(ROOT, 'bench/results');
  mkdirSync(dir, { recursive: true });
  const at = new Date().toISOString();
  writeFileSync(path.join(dir, `${name}.json`), `${JSON.stringify({ at, ...figures }, null, 2)}\n`);
  writeFileSync(path.join(dir, `${name}.md`), `${markdown}\n\n_Run ${at}._\n`);
  console.log(`\n${markdown}\n\nWritten to bench/results/${name}.md and .json`);
}
