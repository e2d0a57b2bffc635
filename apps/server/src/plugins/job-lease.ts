import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { plannedRows } from '../db/prepared.js';

/**
 * A job that one process at a time may run, whatever the number of processes, and that another one
 * takes over when its runner dies: the runner holds the job's lease (`scheduled_jobs.lease_until`),
 * renews it as it goes and lets it go when done; a lease that is not renewed expires.
 * The lease's end, to the millisecond and as text, is the holder's proof: a holder that was too slow
 * and lost it to another process learns so when it renews.
 */
export interface JobLease {
  /** False when the lease was lost (the caller stops); true otherwise, with its end pushed back. */
  renew(): Promise<boolean>;
  release(): Promise<void>;
}

const leaseEnd = (ms: number) => sql`date_trunc('milliseconds', now() + ${ms} * interval '1 millisecond')`;

/** The job's lease for `ms` when it is free or expired, else null (another process runs the job). */
export async function takeLease(db: Db, job: string, ms: number): Promise<JobLease | null> {
  const [taken] = await plannedRows<{ lease: string }>(
    db,
    sql`
    insert into scheduled_jobs (name, last_run_on, lease_until) values (${job}, (now() at time zone 'utc')::date, ${leaseEnd(ms)})
    on conflict (name) do update set lease_until = excluded.lease_until
    where scheduled_jobs.lease_until is null or scheduled_jobs.lease_until < now()
    returning lease_until::text as lease`,
  );
  if (!taken) return null;
  let held = taken.lease;
  return {
    async renew() {
      const [renewed] = await plannedRows<{ lease: string }>(
        db,
        sql`update scheduled_jobs set lease_until = ${leaseEnd(ms)} where name = ${job} and lease_until = ${held}::timestamptz returning lease_until::text as lease`,
      );
      if (!renewed) return false;
      held = renewed.lease;
      return true;
    },
    async release() {
      await db.execute(
        sql`update scheduled_jobs set lease_until = null where name = ${job} and lease_until = ${held}::timestamptz`,
      );
    },
  };
}
