// The benchmarks' PostgreSQL databases of the lists benchmark's shape, made once and reused while their shape
// and the migrations are the same.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { ROOT } from '../../scripts/lib/stamps.mjs';
import { ADMIN_URL } from '../postgres.mjs';
import { generate, scaled } from './generate.mjs';

/** The shape recorded on the database when it was generated, or null. */
async function recordedShape(name) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    const { rows } = await client.query(
      'SELECT shobj_description(oid, $2) AS shape FROM pg_database WHERE datname = $1',
      [name, 'pg_database'],
    );
    return rows[0]?.shape ?? null;
  } finally {
    await client.end();
  }
}

/** `pepites_bench_{size}` filled with `lists` lists (reused with `reuse` when its shape matches); returns its name. */
export async function ensureBenchDatabase(size, lists, { reuse }) {
  const name = `pepites_bench_${size}`;
  const shape = scaled(lists);
  // A database generated before a newer migration is made again rather than migrated at start.
  const journal = JSON.parse(readFileSync(path.join(ROOT, 'apps/server/drizzle/meta/_journal.json'), 'utf8'));
  const wanted = JSON.stringify({ ...shape, migrations: journal.entries.length });
  if (reuse && (await recordedShape(name)) === wanted) {
    console.log(`\n${name}: reused (${wanted})`);
    return name;
  }
  console.log(`\n${name}: generating ${wanted}`);
  const started = performance.now();
  const counts = await generate(ADMIN_URL, name, shape);
  console.log(`  generated in ${((performance.now() - started) / 1000).toFixed(0)} s: ${JSON.stringify(counts)}`);
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  await client.query(`COMMENT ON DATABASE ${name} IS '${wanted}'`);
  await client.end();
  return name;
}
