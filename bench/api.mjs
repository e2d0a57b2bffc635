#!/usr/bin/env node
// `npm run bench:api`: autocannon against two API routes of the production build (loopback only, bounded in time).
import autocannon from 'autocannon';
import { ensureBuilt, ensureInstalled } from '../scripts/lib/stamps.mjs';
import { startBenchServer } from './server.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3105);
const ROUTES = ['/api/health', '/api/lists/getMostLiked'];
const DURATION_S = 10;
const CONNECTIONS = 20;

if (!(await ensureInstalled()) || !(await ensureBuilt())) process.exit(1);
const server = await startBenchServer(PORT);
const rows = [];
try {
  for (const route of ROUTES) {
    const result = await autocannon({
      url: `${server.baseUrl}${route}`,
      connections: CONNECTIONS,
      duration: DURATION_S,
    });
    rows.push({
      route,
      reqPerSec: result.requests.average,
      p99Ms: result.latency.p99,
      non2xx: result.non2xx,
      errors: result.errors,
    });
  }
} finally {
  await server.stop();
}

console.log(`\nautocannon -c ${CONNECTIONS} -d ${DURATION_S} (one process, PGlite)`);
for (const row of rows) {
  const problems = row.non2xx || row.errors ? `  (${row.non2xx} non-2xx, ${row.errors} errors)` : '';
  console.log(
    `  ${row.route.padEnd(28)} ${Math.round(row.reqPerSec).toString().padStart(7)} req/s   p99 ${row.p99Ms} ms${problems}`,
  );
}
