import { sql, type SQL } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import type { Database, Db } from '../db/client.js';

/**
 * The job queue is pg-boss on the application's own database (docs/decisions/033): its tables live
 * in this schema, next to ours, so a job can be written in the same transaction as the change that
 * causes it, and PGlite runs the same queue in process.
 */
export const JOB_SCHEMA = 'pgboss';

/**
 * Every queue, with how its jobs retry. A job whose process dies is retried when it expires; a job
 * whose handler throws is retried after its delay, doubled at each attempt (`retryBackoff`).
 */
export const QUEUES = {
  /** Mails: SMTP may be down for hours; twelve attempts from 10 s doubling reach about eleven hours. */
  'mail-reset-password': { retryLimit: 12, retryDelay: 10, retryBackoff: true, expireInSeconds: 120 },
  'mail-contact': { retryLimit: 12, retryDelay: 10, retryBackoff: true, expireInSeconds: 120 },
  'mail-password-changed': { retryLimit: 12, retryDelay: 10, retryBackoff: true, expireInSeconds: 120 },
  'mail-export-ready': { retryLimit: 12, retryDelay: 10, retryBackoff: true, expireInSeconds: 120 },
  'mail-notification-digest': { retryLimit: 12, retryDelay: 10, retryBackoff: true, expireInSeconds: 120 },
  /** A member's archive (modules/exports): a build that throws marks it failed; one whose process died runs again. */
  'build-export': { retryLimit: 2, retryDelay: 30, retryBackoff: true, expireInSeconds: 10 * 60 },
  'mail-email-change': { retryLimit: 12, retryDelay: 10, retryBackoff: true, expireInSeconds: 120 },
  'mail-email-change-notice': { retryLimit: 12, retryDelay: 10, retryBackoff: true, expireInSeconds: 120 },
  /** Clean-ups: idempotent, so a retry after a crash redoes only what is left. */
  'sweep-uploads': { retryLimit: 3, retryDelay: 60, retryBackoff: true, expireInSeconds: 15 * 60 },
  'purge-notifications': { retryLimit: 3, retryDelay: 60, retryBackoff: true, expireInSeconds: 15 * 60 },
  'purge-released-names': { retryLimit: 3, retryDelay: 60, retryBackoff: true, expireInSeconds: 15 * 60 },
  'purge-exports': { retryLimit: 3, retryDelay: 60, retryBackoff: true, expireInSeconds: 15 * 60 },
  /** The hourly sweep that queues the weekly digests due (modules/notifications): a rerun finds them claimed. */
  'notification-digests': { retryLimit: 3, retryDelay: 60, retryBackoff: true, expireInSeconds: 15 * 60 },
  /**
   * A member's import (modules/imports): only a failing live catalogue makes it throw, so it is
   * retried for about half an hour; a crash mid-way redoes it without doubles (docs/decisions/035).
   * 50,000 rows matched live take tens of minutes: two hours before a silent job is taken for dead.
   */
  'import-file': { retryLimit: 5, retryDelay: 30, retryBackoff: true, expireInSeconds: 2 * 60 * 60 },
  'mail-title-arrivals': { retryLimit: 12, retryDelay: 10, retryBackoff: true, expireInSeconds: 120 },
  /**
   * The daily availability check (modules/availability, decision 043): one running and one waiting at
   * most across the fleet. A rerun after a crash asks only the titles not asked in the last hours;
   * an hour before a silent run is taken for dead (10,000 titles take about five minutes).
   */
  'check-availability': {
    retryLimit: 2,
    retryDelay: 60,
    retryBackoff: true,
    expireInSeconds: 60 * 60,
    policy: 'stately',
  },
  /** One badge check at a time across the fleet; another asked meanwhile waits its turn. */
  'check-badges': { retryLimit: 2, retryDelay: 5, retryBackoff: true, expireInSeconds: 10 * 60, policy: 'singleton' },
} as const satisfies Record<string, Omit<PgBoss.Queue, 'name'>>;

export type QueueName = keyof typeof QUEUES;

/** pg-boss's statements, run on a Drizzle database or transaction: `$n` become Drizzle's parameters. */
export function drizzleExecutor(db: Db): PgBoss.Db {
  return {
    async executeSql(text, values = []) {
      const chunks: SQL[] = [];
      let last = 0;
      for (const match of text.matchAll(/\$(\d+)/g)) {
        chunks.push(sql.raw(text.slice(last, match.index)), sql`${jsonParam(values[Number(match[1]) - 1])}`);
        last = match.index + match[0].length;
      }
      chunks.push(sql.raw(text.slice(last)));
      // Both drivers answer with `rows`; the shared Db type leaves the result's shape open.
      const result = (await db.execute(sql.join(chunks))) as unknown as { rows: unknown[] };
      return { rows: result.rows };
    },
  };
}

/** The whole database's executor: several statements in one text pass, as pg-boss's migrations need. */
function databaseExecutor(database: Database): PgBoss.Db {
  return { executeSql: (text, values = []) => database.runSql(text, values.map(jsonParam)) };
}

/** A job's data is an object: both drivers take it as JSON text. Drizzle drops an undefined parameter: null. */
function jsonParam(value: unknown): unknown {
  if (value === undefined) return null;
  const plainObject = value !== null && typeof value === 'object' && !(value instanceof Date) && !Array.isArray(value);
  return plainObject ? JSON.stringify(value) : value;
}

export interface JobQueueOptions {
  /** Off in a process that only installs the schema. */
  work: boolean;
  /** How often an idle worker asks for jobs; a job sent from this process wakes its worker at once. */
  pollingIntervalSeconds?: number;
  maintenanceIntervalSeconds?: number | undefined;
}

export function createJobQueue(database: Database, options: JobQueueOptions): PgBoss {
  return new PgBoss({
    db: databaseExecutor(database),
    schema: JOB_SCHEMA,
    migrate: !options.work,
    supervise: options.work,
    schedule: options.work,
    // Finished jobs are kept a week for the admin and the operator to look at, then deleted.
    deleteAfterDays: 7,
    ...(options.pollingIntervalSeconds ? { pollingIntervalSeconds: options.pollingIntervalSeconds } : {}),
    ...(options.maintenanceIntervalSeconds ? { maintenanceIntervalSeconds: options.maintenanceIntervalSeconds } : {}),
  });
}

/**
 * Creates or upgrades the queue's tables and the queues: run with the migrations, under their lock,
 * so that processes starting together do it once and the test databases' template holds it.
 */
export async function installJobQueue(database: Database): Promise<void> {
  const boss = createJobQueue(database, { work: false });
  await boss.start();
  try {
    const existing = new Set((await boss.getQueues()).map((queue) => queue.name));
    for (const [name, policy] of Object.entries(QUEUES)) {
      if (existing.has(name)) await boss.updateQueue(name, { name, ...policy });
      else await boss.createQueue(name, { name, ...policy });
    }
  } finally {
    await boss.stop({ graceful: false, close: false });
  }
}
