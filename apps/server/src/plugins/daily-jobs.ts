import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { plannedRows } from '../db/prepared.js';

/**
 * True for the one caller that moves the job's day to today (UTC), false for every other caller
 * that day, whatever the number of server processes: the row's update is the lock.
 */
export async function claimDailyRun(db: Db, job: string): Promise<boolean> {
  const rows = await plannedRows<{ name: string }>(
    db,
    sql`
    insert into scheduled_jobs (name, last_run_on) values (${job}, (now() at time zone 'utc')::date)
    on conflict (name) do update set last_run_on = excluded.last_run_on
    where scheduled_jobs.last_run_on < excluded.last_run_on
    returning name`,
  );
  return rows.length > 0;
}
