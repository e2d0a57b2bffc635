#!/usr/bin/env node
// `npm run bench:hash`: the time of one argon2id hash and one verification with the server's parameters.
import { ARGON2_OPTIONS, hashPassword, verifyPassword } from '../apps/server/dist/lib/password.js';
import { ensureBuilt, ensureInstalled } from '../scripts/lib/stamps.mjs';

const RUNS = 20;

async function meanMs(action) {
  await action(0);
  const started = process.hrtime.bigint();
  for (let run = 1; run <= RUNS; run++) await action(run);
  return Number(process.hrtime.bigint() - started) / 1e6 / RUNS;
}

if (!(await ensureInstalled()) || !(await ensureBuilt())) process.exit(1);
const stored = await hashPassword('Bench-password-1');
const hashMs = await meanMs((run) => hashPassword(`Bench-password-${run}`));
const verifyMs = await meanMs(() => verifyPassword(stored, 'Bench-password-1'));
const { memoryCost, timeCost, parallelism } = ARGON2_OPTIONS;
console.log(
  `argon2id m=${memoryCost} KiB, t=${timeCost}, p=${parallelism}: hash ${hashMs.toFixed(1)} ms, verify ${verifyMs.toFixed(1)} ms (mean of ${RUNS})`,
);
