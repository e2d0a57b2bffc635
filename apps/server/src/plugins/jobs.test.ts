import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../db/schema/index.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { createUser, csrf, uniqueAddress } from '../test/auth-helpers.js';
import { jobsDone } from '../test/jobs.js';
import { startSmtp, type TestSmtp } from '../test/smtp-server.js';

/** The queue's rows of one job, as pg-boss keeps them. */
async function jobRow(t: TestApp, id: string) {
  const { rows } = await t.database.runSql(`select state, retry_count from pgboss.job where id = $1`, [id]);
  return rows[0] as { state: string; retry_count: number } | undefined;
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 20_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('the job queue', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { jobs: { pollingIntervalSeconds: 0.5, maintenanceIntervalSeconds: 1 } });
  });
  afterAll(async () => t.close());

  it('keeps a job written in a transaction only if that transaction commits', async () => {
    let rolledBack: string | null = null;
    await t.database.db
      .transaction(async (tx) => {
        rolledBack = await t.app.jobs.send('purge-notifications', {}, { db: tx });
        tx.rollback();
      })
      .catch(() => undefined);
    expect(rolledBack).toMatch(/^[0-9a-f-]{36}$/);
    expect(await jobRow(t, rolledBack!)).toBeUndefined();

    let committed: string | null = null;
    await t.database.db.transaction(async (tx) => {
      committed = await t.app.jobs.send('purge-notifications', {}, { db: tx });
    });
    expect(await t.app.jobs.outcome('purge-notifications', committed!, 10_000)).toEqual({
      state: 'completed',
      output: { deleted: 0 },
    });
  });

  it('runs again a job whose process died while running it, once it expires', async () => {
    let id: string | null = null;
    // As a process that took the job an hour ago and died leaves it: active, past its expiry.
    await t.database.db.transaction(async (tx) => {
      id = await t.app.jobs.send('sweep-uploads', {}, { db: tx });
      await tx.execute(
        sql`update pgboss.job set state = 'active', started_on = now() - interval '1 hour', retry_delay = 0 where id = ${id}`,
      );
    });
    const outcome = await t.app.jobs.outcome('sweep-uploads', id!, 20_000);
    expect(outcome).toEqual({ state: 'completed', output: { deleted: 0 } });
    expect(await jobRow(t, id!)).toEqual({ state: 'completed', retry_count: 1 });
  });
});

describe('a reset mail while SMTP is down', () => {
  let smtp: TestSmtp;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp(
      { SMTP_URL: smtp.url, PUBLIC_URL: 'https://pepites.example' },
      { jobs: { pollingIntervalSeconds: 0.5, retryDelaySeconds: 1 } },
    );
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  it('is retried until SMTP is back, then arrives with a live link', async () => {
    const user = await createUser(t.app);
    await smtp.stop();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/reset-password',
      headers: csrf,
      remoteAddress: uniqueAddress(),
      payload: { email: user.email, lang: 'en' },
    });
    expect(response.statusCode).toBe(200);

    const failedAttempts = await until(
      () => t.database.db.select().from(outbox),
      (rows) => rows.filter((row) => row.error).length >= 2,
    );
    // Each attempt leaves a row; the last may still be trying.
    const refused = failedAttempts.filter((row) => row.error);
    expect(refused.length).toBeGreaterThanOrEqual(2);
    expect(refused.map((row) => row.error)).toEqual(refused.map(() => expect.stringContaining('ECONNREFUSED')));
    expect(failedAttempts.filter((row) => row.sentAt !== null)).toEqual([]);
    expect(smtp.received).toEqual([]);

    await smtp.start();
    await jobsDone(t.database);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]?.to).toEqual([user.email]);
    const token = /reset-password\/([A-Za-z0-9_-]+)/.exec(smtp.received[0]!.data.replace(/=\r\n/g, ''))?.[1];
    expect(token).toBeDefined();
    const link = await t.app.inject({
      method: 'POST',
      url: '/api/reset-password/check',
      headers: csrf,
      remoteAddress: uniqueAddress(),
      payload: { token },
    });
    expect(link.statusCode).toBe(200);
    expect(link.json()).toEqual({ valid: true });
    const rows = await t.database.db.select().from(outbox);
    expect(rows.filter((row) => row.sentAt !== null)).toHaveLength(1);
  });
});
