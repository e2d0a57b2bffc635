#!/usr/bin/env node
// The switchable stand-in for the movie database (scripts/lib/stub-tmdb.mjs), on its own:
//   node scripts/stub-tmdb.mjs [--port 3199] [--latency-ms 0]
// then start a server with TMDB_API_KEY=stub CATALOG=live TMDB_BASE_URL=http://127.0.0.1:3199/3.
// The browser tests start it through scripts/e2e-server.mjs (E2E_TMDB_STUB_PORT).
import { parseArgs } from 'node:util';
import { startStubTmdb } from './lib/stub-tmdb.mjs';

const { values } = parseArgs({
  options: { port: { type: 'string', default: '3199' }, 'latency-ms': { type: 'string', default: '0' } },
});
const stub = await startStubTmdb({ port: Number(values.port), latencyMs: Number(values['latency-ms']) });
console.log(`stub-tmdb: ${stub.baseUrl} (control: ${stub.origin}/__stub/…)`);
const stop = () => void stub.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
