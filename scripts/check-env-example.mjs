#!/usr/bin/env node
// `npm run check:env`: .env.example lists exactly the variables the server's env schema reads.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib/stamps.mjs';

const CONFIG = 'apps/server/src/config.ts';
const EXAMPLE = '.env.example';

const configSource = readFileSync(path.join(ROOT, CONFIG), 'utf8');
const schemaBody = /const envSchema = z\.object\(\{([\s\S]*?)\n\}\);/.exec(configSource)?.[1];
if (!schemaBody) {
  console.error(`check:env: could not find \`const envSchema = z.object({ … });\` in ${CONFIG}`);
  process.exit(1);
}
const schemaVariables = new Set([...schemaBody.matchAll(/^\s+([A-Z][A-Z0-9_]*):/gm)].map((match) => match[1]));
const exampleVariables = new Set(
  [...readFileSync(path.join(ROOT, EXAMPLE), 'utf8').matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1]),
);

const missing = [...schemaVariables].filter((name) => !exampleVariables.has(name));
const unknown = [...exampleVariables].filter((name) => !schemaVariables.has(name));
if (missing.length > 0 || unknown.length > 0) {
  if (missing.length > 0)
    console.error(`check:env: missing from ${EXAMPLE}: ${missing.join(', ')} (read by ${CONFIG})`);
  if (unknown.length > 0) console.error(`check:env: in ${EXAMPLE} but not read by ${CONFIG}: ${unknown.join(', ')}`);
  process.exit(1);
}
console.log(`check:env: ${EXAMPLE} lists the ${schemaVariables.size} variables of ${CONFIG}.`);
