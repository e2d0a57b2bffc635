import pg from 'pg';

// The PostgreSQL server the benchmarks fill and drive (BENCH_DATABASE_URL, else the local one).
export const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** The admin connection's address with its database replaced by `name`. */
export function databaseUrl(name) {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.href;
}

/** Runs statements one after the other on the admin connection (creating and dropping databases). */
export async function onAdmin(statements) {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  try {
    for (const statement of statements) await admin.query(statement);
  } finally {
    await admin.end();
  }
}
