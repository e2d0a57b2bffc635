import { sql } from 'drizzle-orm';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openPostgres } from '../db/client.js';
import { freePort } from '../test/owned-postgres.js';
import { isDatabaseUnavailable, unavailableReason } from './db-errors.js';

/** A server error as node-postgres builds it from PostgreSQL's answer. */
function serverError(code: string, message = 'from the server'): pg.DatabaseError {
  const error = new pg.DatabaseError(message, 0, 'error');
  error.code = code;
  return error;
}

/** As drizzle reports a failed query: its own message quoting the parameters, the driver's error as cause. */
const failedQuery = (cause: Error, params: unknown[] = []) =>
  new DrizzleQueryError('insert into lists (title) values ($1)', params, cause);

describe('isDatabaseUnavailable', () => {
  it('recognises a refused connection, straight from the driver and through drizzle', async () => {
    const url = `postgres://postgres@127.0.0.1:${await freePort()}/nothing`;
    const client = new pg.Client({ connectionString: url });
    const refused: unknown = await client.connect().then(
      () => null,
      (error: unknown) => error,
    );
    expect(isDatabaseUnavailable(refused)).toBe(true);
    const database = await openPostgres(url);
    try {
      const throughDrizzle: unknown = await Promise.resolve(database.db.execute(sql`select 1`)).then(
        () => null,
        (error: unknown) => error,
      );
      expect(throughDrizzle).toBeInstanceOf(Error);
      expect(isDatabaseUnavailable(throughDrizzle)).toBe(true);
    } finally {
      await database.close();
    }
  });

  it.each([
    ['57P01 admin_shutdown', failedQuery(serverError('57P01'))],
    ['57P02 crash_shutdown', failedQuery(serverError('57P02'))],
    ['57P03 cannot_connect_now', serverError('57P03', 'the database system is starting up')],
    ['08006 connection_failure', failedQuery(serverError('08006'))],
    ['08P01 protocol_violation', serverError('08P01')],
    ['a connection closed under a query', failedQuery(new Error('Connection terminated unexpectedly'))],
    ['a connection that took too long', new Error('Connection terminated due to connection timeout')],
    ['no pool slot in time', failedQuery(new Error('timeout exceeded when trying to connect'))],
    [
      'a client broken earlier, used again',
      failedQuery(new Error('Client has encountered a connection error and is not queryable')),
    ],
    ['a reset socket', Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' })],
  ])('is true for %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', failedQuery(serverError('23505'))],
    ['a refused value', failedQuery(serverError('22P02'))],
    ['a serialization failure', failedQuery(serverError('40001'))],
    ['a query cancelled by statement_timeout', failedQuery(serverError('57014'))],
    [
      'a failed query whose parameters quote the driver',
      failedQuery(serverError('23505'), ['Connection terminated unexpectedly']),
    ],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['not an error', 'Connection terminated unexpectedly'],
  ])('is false for %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

describe('unavailableReason', () => {
  it('is the deepest cause in one line, without the query or its parameters', () => {
    const reason = unavailableReason(
      failedQuery(serverError('57P03', 'the database system is starting up'), ['secret title']),
    );
    expect(reason).toBe('57P03 the database system is starting up');
  });
});
