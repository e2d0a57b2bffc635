import type { Database } from '../db/client.js';
import { JOB_SCHEMA } from '../lib/job-queue.js';

/**
 * Resolves once the queue holds no job of ours waiting, retrying or running: what a request queued
 * (a mail) has been done. Throws after `ms`, naming what is left.
 */
export async function jobsDone(database: Database, ms = 15_000): Promise<void> {
  const deadline = Date.now() + ms;
  for (;;) {
    const { rows } = await database.runSql(
      `select name, state from ${JOB_SCHEMA}.job where state in ('created', 'retry', 'active') and name not like '\\_\\_pgboss%'`,
    );
    if (rows.length === 0) return;
    if (Date.now() > deadline) throw new Error(`jobs still pending after ${ms} ms: ${JSON.stringify(rows)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
