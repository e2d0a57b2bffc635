// The benchmarks' PostgreSQL databases of the lists benchmark's shape, made once and reused while their shape
// is the same; a reused database is brought to the newest migrations first, as a deployment's would be.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { ROOT } from '../../scripts/lib/stamps.mjs';
import { ADMIN_URL } from '../postgres.mjs';
import { generate, migrateBenchDatabase, scaled } from './generate.mjs';

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
  const recorded = await recordedShape(name);
  if (reuse && recorded !== null && sameShape(recorded, shape)) {
    if (recorded !== wanted) {
      const started = performance.now();
      await migrateBenchDatabase(databaseUrlOf(name));
      await recordShape(name, wanted);
      console.log(`\n${name}: migrated to ${journal.entries.length} migrations in ${secondsSince(started)} s`);
    }
    console.log(`\n${name}: reused (${wanted})`);
    return name;
  }
  console.log(`\n${name}: generating ${wanted}`);
  const started = performance.now();
  const counts = await generate(ADMIN_URL, name, shape);
  console.log(`  generated in ${secondsSince(started)} s: ${JSON.stringify(counts)}`);
  await recordShape(name, wanted);
  return name;
}

const secondsSince = (started) => ((performance.now() - started) / 1000).toFixed(0);

/** Whether a recorded shape has the same rows as `shape`, whatever the migrations then. */
function sameShape(recorded, shape) {
  const { migrations: _, ...rows } = JSON.parse(recorded);
  return JSON.stringify(rows) === JSON.stringify(shape);
}

function databaseUrlOf(name) {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.href;
}

async function recordShape(name, shape) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  await client.query(`COMMENT ON DATABASE ${name} IS '${shape}'`);
  await client.end();
}
