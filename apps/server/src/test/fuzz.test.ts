import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './app.js';
import { injectTransport } from './fuzz/inject-transport.js';
import { listOperations, type OpenApiDocument } from './fuzz/openapi.js';
import { findingLines, resultLines } from './fuzz/report.js';
import { runFuzz, type FuzzResults } from './fuzz/runner.js';
import { prepareFuzzAccount } from './fuzz/session.js';

/**
 * The slice of `npm run fuzz` that runs in `npm test`: 2,000 requests generated from the app's own
 * OpenAPI document with a fixed seed, through `inject` (so Node's HTTP parser is not exercised: the
 * CLI's raw probes are). A failure names each offending request by seed and index, with one line per
 * class of defect; `generateRequest(plan, index)` builds the same request again (ids the server
 * assigns, like the fuzz account's, aside).
 */
const SEED = 6;
const COUNT = 2000;
/** Enough valid requests get through that the generator is known to reach real handlers, not only validation. */
const MIN_2XX = 150;
const MIN_OPERATIONS_REACHED = 12;

describe(`schema-aware fuzz: ${COUNT} requests, seed ${SEED}`, () => {
  let t: TestApp;
  let results: FuzzResults;

  beforeAll(async () => {
    t = await createTestApp();
    const transport = injectTransport(t.app);
    const { context, session } = await prepareFuzzAccount(transport, SEED);
    const operations = listOperations(t.app.swagger() as OpenApiDocument);
    results = await runFuzz({
      transport,
      session,
      plan: { seed: SEED, operations, context },
      count: COUNT,
      concurrency: 4,
    });
    if (process.env.FUZZ_VERBOSE) console.log(resultLines(results).join('\n'));
  }, 180_000);
  afterAll(async () => t?.close());

  it('answers every request', () => {
    expect(findingLines(results.transportErrors, 30)).toEqual([]);
    expect(results.sent).toBe(COUNT);
  });

  it('never answers bad input with a 5xx', () => {
    expect(findingLines(results.serverErrors, 30)).toEqual([]);
  });

  it('answers every 4xx with {message, code, fields?}', () => {
    expect(findingLines(results.badErrorBodies, 30)).toEqual([]);
  });

  it('reaches real handlers, not only the validation', () => {
    expect(results.classes['2xx']).toBeGreaterThanOrEqual(MIN_2XX);
    expect([...results.reached.keys()].length).toBeGreaterThanOrEqual(MIN_OPERATIONS_REACHED);
  });
});
