#!/usr/bin/env node
// The PostgreSQL pass of `npm test` alone, on Node 24: `node scripts/test-node24.mjs [test files…]`.
import { run } from './lib/child.mjs';
import { ensureNode24, postgresPass } from './lib/node24.mjs';
import { checkPostgres, DEFAULT_TEST_DATABASE_URL } from './lib/postgres.mjs';
import { ROOT } from './lib/stamps.mjs';

const databaseUrl = process.env.TEST_DATABASE_URL ?? DEFAULT_TEST_DATABASE_URL;
const postgresProblem = await checkPostgres(databaseUrl);
if (postgresProblem) {
  console.error(`PostgreSQL is unreachable at ${new URL(databaseUrl).host} (${postgresProblem}).`);
  process.exit(1);
}
const node = await ensureNode24();
if ('problem' in node) {
  console.error(node.problem);
  process.exit(1);
}
console.log(`Node ${node.version} (${node.binary}), PostgreSQL at ${new URL(databaseUrl).host}`);
const pass = postgresPass(node.binary, databaseUrl, process.argv.slice(2));
process.exit(await run(pass.command, pass.args, { cwd: ROOT, env: { ...process.env, ...pass.env } }));
