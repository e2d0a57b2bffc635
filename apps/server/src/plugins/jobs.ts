import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type PgBoss from 'pg-boss';
import type { Db } from '../db/client.js';
import { createJobQueue, drizzleExecutor, JOB_SCHEMA, QUEUES, type QueueName } from '../lib/job-queue.js';

/** What a handler's job ended as: pg-boss's state, and the handler's return value when it completed. */
export interface JobOutcome {
  state: 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';
  output: unknown;
}

/** Which attempt of its job a handler runs: `retryCount` of `retryLimit` retries used. */
export interface JobAttempt {
  retryCount: number;
  retryLimit: number;
}

export interface Jobs {
  /**
   * Puts a job in its queue. With `db`, a transaction, the job exists only if that transaction
   * commits: write it with the change that causes it. The id is null when the queue refused a duplicate.
   */
  send(queue: QueueName, data: object, options?: { db?: Db }): Promise<string | null>;
  /**
   * Runs the queue's jobs in this process, one at a time; declared before the app is ready. The
   * handler is told which attempt it runs, so that the last one can give up cleanly.
   */
  work<T extends object>(queue: QueueName, handler: (data: T, attempt: JobAttempt) => Promise<unknown>): void;
  /** Sends a job to the queue on a cron schedule (UTC), once across every process. */
  schedule(queue: QueueName, cron: string): void;
  /** The job's outcome once it has ended, or its state after waiting `ms`. */
  outcome(queue: QueueName, id: string, ms: number): Promise<JobOutcome | undefined>;
  /** Jobs waiting or retrying per queue, for the metrics. */
  depth(): Promise<Record<QueueName, number>>;
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: Jobs;
  }
}

export interface JobsOptions {
  /** How often an idle worker asks for jobs, in seconds (2); tests shorten it. */
  pollingIntervalSeconds?: number;
  /** How often expired jobs (their process died) are put back to retry, in seconds (120); tests shorten it. */
  maintenanceIntervalSeconds?: number;
  /** Replaces every queue's first retry delay (tests, which cannot wait ten seconds). */
  retryDelaySeconds?: number;
}

type JobHandler = (data: object, attempt: JobAttempt) => Promise<unknown>;

const ENDED = new Set<JobOutcome['state']>(['completed', 'cancelled', 'failed']);
const OUTCOME_POLL_MS = 100;

/**
 * The job queue of this process (lib/job-queue.ts): modules declare their workers and schedules while
 * the app is built; the queue starts when it is ready and stops, failing what it still runs so that
 * another process retries it, when it closes.
 */
export const jobsPlugin = fp(async (app: FastifyInstance, options: JobsOptions) => {
  const pollingIntervalSeconds = options.pollingIntervalSeconds ?? 2;
  const boss = createJobQueue(app.database, {
    work: true,
    pollingIntervalSeconds,
    maintenanceIntervalSeconds: options.maintenanceIntervalSeconds,
  });
  const retry = options.retryDelaySeconds === undefined ? {} : { retryDelay: options.retryDelaySeconds };
  const handlers = new Map<QueueName, JobHandler>();
  const schedules = new Map<QueueName, string>();
  const workerIds = new Map<QueueName, string>();
  // An unheard `error` would end the process; the queue retries what failed (a database restart, say).
  boss.on('error', (error) => app.log.warn({ err: error }, 'job queue error'));

  const wake = (queue: QueueName) => {
    const id = workerIds.get(queue);
    if (id) boss.notifyWorker(id);
  };

  const jobs: Jobs = {
    async send(queue, data, sendOptions = {}) {
      const id = await boss.send(queue, data, {
        ...retry,
        ...(sendOptions.db ? { db: drizzleExecutor(sendOptions.db) } : {}),
      });
      // This process's worker takes it now rather than at its next poll (a transaction's job is
      // taken at the poll after its commit).
      wake(queue);
      return id;
    },
    work(queue, handler) {
      handlers.set(queue, handler as JobHandler);
    },
    schedule(queue, cron) {
      schedules.set(queue, cron);
    },
    async outcome(queue, id, ms) {
      const deadline = Date.now() + ms;
      for (;;) {
        const job = await boss.getJobById(queue, id);
        const outcome = job ? { state: job.state, output: job.output } : undefined;
        if (!outcome || ENDED.has(outcome.state) || Date.now() >= deadline) return outcome;
        await new Promise((resolve) => setTimeout(resolve, OUTCOME_POLL_MS));
      }
    },
    async depth() {
      // One query for every queue, as pg-boss's getQueueSize counts one (jobs before `active`).
      const { rows } = await app.database.runSql(
        `select name, count(*)::int as waiting from ${JOB_SCHEMA}.job where state < 'active' group by name`,
      );
      const depth = Object.fromEntries(Object.keys(QUEUES).map((queue) => [queue, 0])) as Record<QueueName, number>;
      for (const { name, waiting } of rows as { name: string; waiting: number }[]) {
        if (name in depth) depth[name as QueueName] = waiting;
      }
      return depth;
    },
  };
  app.decorate('jobs', jobs);
  app.metrics.jobs.setDepthReader(() => jobs.depth());

  app.addHook('onReady', async () => {
    await boss.start();
    for (const [queue, handler] of handlers) {
      const id = await boss.work(
        queue,
        { batchSize: 1, pollingIntervalSeconds, includeMetadata: true },
        (batch: PgBoss.JobWithMetadata[]) => runOne(app, queue, handler, batch),
      );
      workerIds.set(queue, id);
    }
    for (const [queue, cron] of schedules) await boss.schedule(queue, cron, {}, { tz: 'UTC' });
  });
  app.addHook('onClose', async () => {
    // A job still running a second later is failed, so that it is retried (here or elsewhere).
    await boss.stop({ graceful: true, wait: true, timeout: 1000, close: false });
  });
});

/** Runs one job; a throw fails it, and pg-boss retries it after its queue's delay. */
async function runOne(
  app: FastifyInstance,
  queue: QueueName,
  handler: JobHandler,
  [job]: PgBoss.JobWithMetadata[],
): Promise<unknown> {
  if (!job) return undefined;
  try {
    return await handler(job.data, { retryCount: job.retryCount, retryLimit: job.retryLimit });
  } catch (error) {
    app.metrics.jobs.failed(queue);
    app.log.warn({ err: error, queue, jobId: job.id }, 'job failed; it is retried after its delay');
    throw error;
  }
}
