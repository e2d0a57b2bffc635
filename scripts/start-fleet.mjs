#!/usr/bin/env node
// `npm run start:fleet`: the production shape on one machine. nginx (Debian's package) listens on
// FLEET_PORT (8080) in front of FLEET_PROCESSES (2) server processes that share PostgreSQL
// (DATABASE_URL) and Redis (REDIS_URL); Ctrl-C stops them all. nginx reads the same
// deploy/nginx/pepites-locations.conf a real deployment includes (docs/deploy.md).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { checkPostgres } from './lib/postgres.mjs';
import { SERVER_ARGS, serverEnv } from './lib/server-command.mjs';
import { ensureBuilt, ensureInstalled, log, ROOT } from './lib/stamps.mjs';

const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((candidate) => existsSync(candidate));
const PROCESSES = Number(process.env.FLEET_PROCESSES ?? 2);
const PORT = Number(process.env.FLEET_PORT ?? 8080);
const FIRST_SERVER_PORT = Number(process.env.FLEET_SERVER_PORT ?? 3201);
const DATABASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/pepites';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
// A benchmark's fleet keeps its nginx files apart from one started by hand (bench/fleet/).
const RUN_DIR = process.env.FLEET_RUN_DIR ?? path.join(ROOT, '.data/fleet');
const STOP_DEADLINE_MS = 15_000;
// nginx drops an idle connection to a process a second before the process would close it
// (KEEP_ALIVE_TIMEOUT_MS, 5 s by default): a request sent on a connection as the process closes it
// is reset, and nginx answers a write that met this with a 502 (docs/deploy.md#faults).
const UPSTREAM_IDLE_S = Math.max(1, Math.floor(Number(process.env.KEEP_ALIVE_TIMEOUT_MS ?? 5000) / 1000) - 1);

function fail(message) {
  log(message);
  process.exit(1);
}

/** The database named in DATABASE_URL, created on its server when it does not exist yet. */
async function ensureDatabase(url) {
  const problem = await checkPostgres(url);
  if (!problem) return;
  if (!/does not exist/.test(problem)) fail(`PostgreSQL does not answer at DATABASE_URL: ${problem}`);
  const { default: pg } = await import('pg');
  const name = new URL(url).pathname.slice(1);
  const server = new URL(url);
  server.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: server.toString() });
  await admin.connect();
  try {
    await admin.query(`create database "${name.replaceAll('"', '""')}"`);
    log(`database ${name} created`);
  } finally {
    await admin.end();
  }
}

/**
 * nginx's own file: where it keeps its pid and temporary files, the upstreams, then our locations.
 * `max_fails=0`: nginx never leaves a process out. A 503 counts as a failure, so while PostgreSQL
 * was down both processes were left out and clients got nginx's 502 page instead of the app's 503
 * with Retry-After, and for 5 s more once it was back; a process that is down refuses connections
 * at once and the request goes to the next (docs/deploy.md#faults).
 */
function nginxConf(serverPorts) {
  const temp = (name) => `${name}_temp_path ${path.join(RUN_DIR, name)};`;
  return `# Written by scripts/start-fleet.mjs at each start; edit deploy/nginx/ instead.
worker_processes auto;
pid ${path.join(RUN_DIR, 'nginx.pid')};
error_log stderr warn;
events { worker_connections 4096; }
http {
  access_log off;
  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}
  upstream pepites {
${serverPorts.map((port) => `    server 127.0.0.1:${port} max_fails=0;`).join('\n')}
    keepalive 32;
    keepalive_timeout ${UPSTREAM_IDLE_S}s;
  }
  server {
    listen ${PORT};
    include ${path.join(ROOT, 'deploy/nginx/pepites-locations.conf')};
  }
}
`;
}

/** Resolves once the process answers its health route (any status: 503 means it runs without its database). */
async function answering(port, child) {
  while (child.exitCode === null) {
    const status = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (response) => response.status,
      () => 0,
    );
    if (status !== 0) return true;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

if (!NGINX) fail('nginx is not installed: apt-get install -y nginx');
if (!(await ensureInstalled())) process.exit(1);
if (!(await ensureBuilt())) process.exit(1);
await ensureDatabase(DATABASE_URL);

await rm(RUN_DIR, { recursive: true, force: true });
await mkdir(RUN_DIR, { recursive: true });
const serverPorts = Array.from({ length: PROCESSES }, (_, index) => FIRST_SERVER_PORT + index);
await writeFile(path.join(RUN_DIR, 'nginx.conf'), nginxConf(serverPorts));

const children = [];
let stopping = false;
function stopAll(code) {
  if (stopping) return;
  stopping = true;
  log('stopping the fleet…');
  for (const { child, stopSignal } of children) if (child.exitCode === null) child.kill(stopSignal);
  setTimeout(() => process.exit(code), STOP_DEADLINE_MS).unref();
  Promise.all(children.map(({ child }) => child.exitCode !== null || new Promise((r) => child.once('exit', r)))).then(
    () => process.exit(code),
  );
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stopAll(0));

/** How long a server process that ended on its own waits before it is started again. */
const RESTART_DELAY_MS = 1000;

/**
 * A child in its own process group: a terminal's Ctrl-C reaches it only through stopAll, once. A
 * server process that ends on its own is started again (nginx sends its requests to the others
 * meanwhile); nginx ending stops the fleet.
 */
function startChild(name, command, args, env, stopSignal, restart = false) {
  const child = spawn(command, args, { cwd: ROOT, env, stdio: 'inherit', detached: true });
  const entry = { child, stopSignal };
  children.push(entry);
  child.on('exit', (code, signal) => {
    if (stopping) return;
    if (!restart) {
      log(`${name} ended (${signal ?? code}): stopping the fleet`);
      stopAll(1);
      return;
    }
    log(`${name} ended (${signal ?? code}): starting it again`);
    children.splice(children.indexOf(entry), 1);
    setTimeout(() => stopping || startChild(name, command, args, env, stopSignal, restart), RESTART_DELAY_MS);
  });
  return child;
}

// The first process migrates; the others wait on the database's start lock and find it done.
const servers = serverPorts.map((port, index) =>
  startChild(
    `server ${index + 1}`,
    process.execPath,
    SERVER_ARGS,
    serverEnv({
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL,
      REDIS_URL,
      TRUST_PROXY: '1',
      PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${PORT}`,
      DATA_DIR: process.env.DATA_DIR ?? path.join(ROOT, '.data'),
    }),
    'SIGTERM',
    true,
  ),
);
// A process that cannot start (a wrong DATABASE_URL, a port taken) stops the fleet instead of being
// started again forever.
const ready = await Promise.all(servers.map((child, index) => answering(serverPorts[index], child)));
if (ready.includes(false)) stopAll(1);
else {
  // SIGQUIT: nginx finishes the requests in flight, then stops.
  startChild('nginx', NGINX, ['-p', RUN_DIR, '-c', 'nginx.conf', '-g', 'daemon off;'], process.env, 'SIGQUIT');
  log(`Pépites runs on http://localhost:${PORT}: nginx in front of ${PROCESSES} processes (Ctrl-C to stop)`);
}
