import { appendFileSync } from 'node:fs';
import type { Reporter, SerializedError, TestModule, TestRunEndReason } from 'vitest/node';

/**
 * Prints `N passed, N failed, N skipped` alone on a line (the line CI reads), and appends the counts
 * as JSON to VITEST_COUNTS_FILE so scripts/test-all.mjs can add up several runs. A file that fails
 * to load, or an error thrown outside any test, counts as failed: a broken run never reads as green.
 */
export default class CountsReporter implements Reporter {
  onTestRunEnd(
    testModules: ReadonlyArray<TestModule>,
    unhandledErrors: ReadonlyArray<SerializedError> = [],
    reason: TestRunEndReason = 'passed',
  ) {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') passed++;
        else if (state === 'failed') failed++;
        else skipped++;
      }
      if (module.state() === 'failed' && [...module.children.allTests()].length === 0) failed++;
    }
    failed += unhandledErrors.length;
    if (failed === 0 && reason !== 'passed') failed = 1;
    const line = `${passed} passed, ${failed} failed, ${skipped} skipped`;
    process.stdout.write(`\n${line}\n`);
    if (process.env.VITEST_COUNTS_FILE) {
      appendFileSync(process.env.VITEST_COUNTS_FILE, `${JSON.stringify({ passed, failed, skipped })}\n`);
    }
  }
}
