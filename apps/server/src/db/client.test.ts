import { createServer, type AddressInfo } from 'node:net';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { withDatabase } from '../test/db-url.js';
import { isDatabaseUnavailable } from '../lib/db-errors.js';
import { openPostgres } from './client.js';

describe('the PostgreSQL pool', () => {
  it('reports a dropped idle connection instead of crashing, and keeps answering', async () => {
    const name = `pepites-pool-${process.pid}-${Date.now()}`;
    const url = new URL(withDatabase('postgres'));
    url.searchParams.set('application_name', name);
    const errors: Error[] = [];
    const database = await openPostgres(url.toString(), { onPoolError: (error) => errors.push(error) });
    const admin = new pg.Client({ connectionString: withDatabase('postgres') });
    await admin.connect();
    try {
      await database.db.execute(sql`select 1`);
      await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1', [name]);
      for (let wait = 0; wait < 50 && errors.length === 0; wait++)
        await new Promise((resolve) => setTimeout(resolve, 100));
      expect(errors.length).toBeGreaterThan(0);
      const result = (await database.db.execute(sql`select 2 as two`)) as unknown as { rows: { two: number }[] };
      const [row] = result.rows;
      expect(row?.two).toBe(2);
    } finally {
      await admin.end();
      await database.close();
    }
  });

  it('lets a handler still running finish its queries before it closes, then refuses new ones', async () => {
    const database = await openPostgres(withDatabase('postgres'));
    // A request whose client went away: its first query runs while the server shuts down, then it runs a second.
    const handler = (async () => {
      await database.db.execute(sql`select pg_sleep(0.3)`);
      const result = (await database.db.execute(sql`select 'done' as state`)) as unknown as {
        rows: { state: string }[];
      };
      return result.rows[0]?.state;
    })();
    await new Promise((resolve) => setTimeout(resolve, 50));
    await database.close();
    expect(await handler).toBe('done');
    await expect(Promise.resolve(database.db.execute(sql`select 1`))).rejects.toThrow();
  });

  it('queues a burst larger than the pool behind running queries, longer than a connection may take', async () => {
    const database = await openPostgres(withDatabase('postgres'));
    try {
      // Eleven queries on ten connections: the last waits for a slot past CONNECT_TIMEOUT_MS.
      const burst = Array.from({ length: 11 }, (_, index) =>
        database.db.execute(sql`select pg_sleep(1.2), ${index}::int as n`),
      );
      expect((await Promise.allSettled(burst)).map((result) => result.status)).toEqual(
        Array.from({ length: 11 }, () => 'fulfilled'),
      );
    } finally {
      await database.close();
    }
  });

  it('gives up on a connection that does not come within CONNECT_TIMEOUT_MS, as unavailable', async () => {
    // A listening socket that never answers the startup message: a host that vanished mid-handshake.
    const silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    const database = await openPostgres(`postgres://postgres@127.0.0.1:${port}/postgres`);
    try {
      const error = await Promise.resolve(database.db.execute(sql`select 1`)).then(
        () => null,
        (caught: unknown) => caught,
      );
      expect(isDatabaseUnavailable(error)).toBe(true);
    } finally {
      await database.close();
      silent.close();
    }
  });
});
