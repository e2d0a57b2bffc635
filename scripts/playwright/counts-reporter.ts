import { appendFileSync } from 'node:fs';
import type { FullResult, Reporter, Suite, TestError } from '@playwright/test/reporter';

/**
 * Prints `N passed, N failed, N skipped` alone on a line at the end of a Playwright run and appends
 * the counts as JSON to VITEST_COUNTS_FILE, like scripts/vitest/counts-reporter.ts, so
 * scripts/test-all.mjs can add up every step. A run that breaks outside any test (the web server
 * did not start, a spec does not compile) counts as 1 failed, never as a silent zero.
 */
export default class CountsReporter implements Reporter {
  private root: Suite | undefined;
  private globalErrors = 0;

  onBegin(_config: unknown, suite: Suite) {
    this.root = suite;
  }

  onError(_error: TestError) {
    this.globalErrors++;
  }

  onEnd(result: FullResult) {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    for (const test of this.root?.allTests() ?? []) {
      const outcome = test.outcome();
      if (outcome === 'expected' || outcome === 'flaky') passed++;
      else if (outcome === 'unexpected') failed++;
      else skipped++;
    }
    if (failed === 0 && (this.globalErrors > 0 || result.status !== 'passed')) failed = 1;
    const line = `${passed} passed, ${failed} failed, ${skipped} skipped`;
    process.stdout.write(`\n${line}\n`);
    if (process.env.VITEST_COUNTS_FILE) {
      appendFileSync(process.env.VITEST_COUNTS_FILE, `${JSON.stringify({ passed, failed, skipped })}\n`);
    }
  }

  printsToStdio() {
    return false;
  }
}
