#!/usr/bin/env node
// Playwright's web server: the built production server on a fresh data directory with demo data.
// With E2E_TMDB_STUB_PORT, the movie database is live and played by the switchable stand-in of
// scripts/lib/stub-tmdb.mjs on that port (its control endpoints switch where titles stream), so
// that a spec sees a title arrive on a member's services (docs/decisions/043).
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { runForwardingSignals } from './lib/child.mjs';
import { ROOT } from './lib/stamps.mjs';
import { SERVER_ARGS, serverEnv } from './lib/server-command.mjs';
import { startStubTmdb } from './lib/stub-tmdb.mjs';

const port = process.env.E2E_PORT ?? '3100';
const dataDir = process.env.E2E_DATA_DIR ?? path.join(ROOT, `test-results/e2e-data-${port}`);

rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });

const env = {
  ...process.env,
  PORT: port,
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  SEED_DEMO: '1',
  NODE_ENV: 'production',
  ADMIN_EMAIL: 'admin@pepites.test',
  ADMIN_PASSWORD: 'Admin-password-1',
  LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  // Each spec plays a different visitor through X-Forwarded-For, so per-address rate limits
  // (5 sign-ups an hour) apply per test as they would per person.
  TRUST_PROXY: '1',
};
// The e2e server never talks to outside services, whatever the developer's shell exports.
for (const name of ['DATABASE_URL', 'SMTP_URL', 'TMDB_API_KEY', 'YOUTUBE_API_KEY', 'REDIS_URL', 'CATALOG'])
  delete env[name];
if (process.env.E2E_TMDB_STUB_PORT) {
  const stub = await startStubTmdb({ port: Number(process.env.E2E_TMDB_STUB_PORT) });
  Object.assign(env, { TMDB_API_KEY: 'e2e-stub', CATALOG: 'live', TMDB_BASE_URL: stub.baseUrl });
}

const code = await runForwardingSignals(process.execPath, SERVER_ARGS, { cwd: ROOT, env: serverEnv(env) });
process.exit(code);
