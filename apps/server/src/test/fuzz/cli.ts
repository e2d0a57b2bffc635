/**
 * `npm run fuzz`: the schema-aware fuzz against the production build, on PGlite and on PostgreSQL.
 *   --requests N   requests per database (default 20000)
 *   --seed S       the run's seed (default: random, printed)
 *   --db pglite|postgres|both   (default both)
 *   --concurrency C             requests in flight (default 8)
 *   --replay I     send only request I of the seed and print it in full with its answer
 * Exit code 1 when any request got a 5xx or the server went down.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { runCampaign, type CampaignOutcome, type DatabaseKind } from './campaign.js';

const ROOT = path.resolve(import.meta.dirname, '../../../../..');
const SERVER_JS = path.join(ROOT, 'apps/server/dist/server.js');
const say = (line: string) => process.stdout.write(`${line}\n`);

interface CliOptions {
  requests: number;
  seed: number;
  databases: DatabaseKind[];
  concurrency: number;
  replay?: number;
}

function positiveInteger(name: string, raw: string | undefined, fallback: number, min = 1): number {
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min)
    throw new Error(`--${name} must be an integer of at least ${min} (got ${raw})`);
  return value;
}

function readOptions(): CliOptions {
  const { values } = parseArgs({
    options: {
      requests: { type: 'string' },
      seed: { type: 'string' },
      db: { type: 'string' },
      concurrency: { type: 'string' },
      replay: { type: 'string' },
    },
  });
  const db = values.db ?? 'both';
  if (!['pglite', 'postgres', 'both'].includes(db))
    throw new Error(`--db must be pglite, postgres or both (got ${db})`);
  return {
    requests: positiveInteger('requests', values.requests, 20_000),
    seed: positiveInteger('seed', values.seed, Math.floor(Math.random() * 2 ** 31), 0),
    databases: db === 'both' ? ['pglite', 'postgres'] : [db as DatabaseKind],
    concurrency: positiveInteger('concurrency', values.concurrency, 8),
    replay: values.replay === undefined ? undefined : positiveInteger('replay', values.replay, 0, 0),
  };
}

async function main(): Promise<number> {
  let options: CliOptions;
  try {
    options = readOptions();
  } catch (error) {
    say(error instanceof Error ? error.message : String(error));
    return 2;
  }
  if (!existsSync(SERVER_JS)) {
    say(
      `${path.relative(ROOT, SERVER_JS)} is missing: run \`npm run build\` first (npm run fuzz builds nothing itself).`,
    );
    return 1;
  }
  say(`Fuzz seed ${options.seed}: npm run fuzz -- --seed ${options.seed} gives the same requests again.`);
  const outcomes: [DatabaseKind, CampaignOutcome][] = [];
  for (const kind of options.databases) {
    say(`\n━━━ ${kind === 'pglite' ? 'PGlite' : 'PostgreSQL'} ━━━`);
    outcomes.push([kind, await runCampaign({ kind, serverJs: SERVER_JS, say, ...options })]);
  }
  say(`\n${outcomes.map(([kind, outcome]) => `${kind}: ${outcome}`).join(', ')} (seed ${options.seed})`);
  return outcomes.some(([, outcome]) => outcome === 'failed') ? 1 : 0;
}

process.exitCode = await main();
