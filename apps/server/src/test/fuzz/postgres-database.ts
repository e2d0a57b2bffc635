import pg from 'pg';
import { withDatabase } from '../db-url.js';

export interface ThrowawayDatabase {
  url: string;
  drop(): Promise<void>;
}

/** Why PostgreSQL cannot be used (a short reason), or undefined when it answers. */
export async function postgresProblem(): Promise<string | undefined> {
  const client = new pg.Client({ connectionString: withDatabase('postgres'), connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return undefined;
  } catch (error) {
    return error instanceof Error
      ? error.message || (error as NodeJS.ErrnoException).code || error.name
      : String(error);
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function asAdmin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: withDatabase('postgres') });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A fresh, empty database on TEST_DATABASE_URL's server (default postgres://postgres@127.0.0.1:5432). */
export async function createThrowawayDatabase(): Promise<ThrowawayDatabase> {
  const name = `pepites_fuzz_${process.pid}_${Date.now()}`;
  await asAdmin(`create database ${name}`);
  return { url: withDatabase(name), drop: () => asAdmin(`drop database if exists ${name} with (force)`) };
}

/** Where PostgreSQL is, for messages (no credentials). */
export const postgresHost = () => new URL(withDatabase('postgres')).host;
