import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../app.js';
import { loadConfig, type Config } from '../config.js';
import type { Database } from '../db/client.js';
import { createTestDatabase } from './database.js';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  close(): Promise<void>;
}

/**
 * Builds the real app on a fresh database with a throwaway DATA_DIR; no network, no listen. With
 * REDIS_URL in `env`, its rate-limit keys get a prefix of their own.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  appOptions: Partial<Pick<BuildAppOptions, 'pageRenderer' | 'logger' | 'visitorCache' | 'jobs' | 'catalog'>> = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'pepites-data-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', TRUST_PROXY: '1', ...env });
  const database = await createTestDatabase();
  // In-process PGlite blocks the event loop while it works, and a loaded machine stretches that past
  // any threshold: a sample interval with the loop blocked throughout reads as an infinite delay.
  // Shedding is off here; only the load-shedding test (which builds its own app) sheds.
  const pressure = { maxEventLoopDelayMs: 0 };
  const app = await buildApp({
    config,
    database,
    rateLimitPrefix: `pepites:test:${randomUUID()}:`,
    pressure,
    ...appOptions,
  });
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
