import { readdirSync, readFileSync } from 'node:fs';
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

/**
 * CPU seconds spent so far by the PostgreSQL backends serving database `name`: unlike every postgres
 * process's, it leaves out the other databases' work (tests running beside a benchmark). Backends
 * that ended meanwhile are not counted, so it is read around a run whose connections stay open.
 */
export function databaseCpuSeconds(name) {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const command = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      if (!command.startsWith('postgres: ') || !command.split(' ').includes(name)) continue;
      const fields = (readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1] ?? '').split(' ');
      total += (Number(fields[11]) + Number(fields[12])) / 100;
    } catch {
      // the process ended meanwhile
    }
  }
  return total;
}
