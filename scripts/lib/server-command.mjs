// How every script starts the production server (npm start, the e2e server, the benchmarks).
import path from 'node:path';
import { ROOT } from './stamps.mjs';

/**
 * Node's arguments for the built server. A smaller young generation (8 MB semi-spaces instead of
 * 16) keeps the process about 10 MB lighter under load at the same throughput (decision 017). A
 * 256 MB old generation (its live data is 40–120 MB, the caches bounded) makes V8 collect before
 * growing the heap: under the rendered list page's load for visitors the peak RSS went from 229–254
 * MB to 163 MB at about the same rate; pages rendered anew each time went from 164–190 to 141 req/s
 * (decision 018).
 */
export const SERVER_ARGS = [
  '--max-semi-space-size=8',
  '--max-old-space-size=256',
  path.join(ROOT, 'apps/server/dist/server.js'),
];

/**
 * The server's environment on top of `env`. glibc gives each thread that allocates its own arena
 * and keeps what libvips frees there: 8 parallel 24-megapixel uploads left about 100 MB more RSS with
 * the default (8 per core) than with 2, at the same rate (decision 021). A value already set wins.
 */
export function serverEnv(env = process.env) {
  return { MALLOC_ARENA_MAX: '2', ...env };
}
