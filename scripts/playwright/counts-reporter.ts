import { appendFileSync } from 'node:fs';
import type { FullResult, Reporter, Suite, TestError } from '@playwright/test/reporter';

/**
 * Prints `N passed, N failed, N skipped` alone on a line at the end of a Playwright run and appends
 * the counts as JSON to VITEST_COUNTS_FILE, like scripts/vitest/counts-reporter.ts, so
 * scripts/test-all.mjs can add up every step. A run that breaks outside any test (the web server
 * did not start, a spec does not compile) counts as 1 failed, never as a silent zero. Each failure's
 * name, message and line go with the counts, for the summary at the end of the log.
 */
export default class CountsReporter implements Reporter {
  private root: Suite | undefined;
  private globalMessages: string[] = [];

  onBegin(_config: unknown, suite: Suite) {
    this.root = suite;
  }

  onError(error: TestError) {
    this.globalMessages.push(error.message ?? 'error outside any test');
  }

  onEnd(result: FullResult) {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    const failures: { title: string; message: string }[] = [];
    for (const test of this.root?.allTests() ?? []) {
      const outcome = test.outcome();
      if (outcome === 'expected' || outcome === 'flaky') passed++;
      else if (outcome === 'unexpected') {
        failed++;
        const error = test.results.at(-1)?.error;
        const where = error?.location ? ` (${error.location.file.split('/').pop()}:${error.location.line})` : '';
        failures.push({
          title: test.titlePath().filter(Boolean).join(' › '),
          message: `${error?.message ?? ''}${where}`,
        });
      } else skipped++;
    }
    if (failed === 0 && (this.globalMessages.length > 0 || result.status !== 'passed')) failed = 1;
    for (const message of this.globalMessages) failures.push({ title: 'outside any test', message });
    const line = `${passed} passed, ${failed} failed, ${skipped} skipped`;
    process.stdout.write(`\n${line}\n`);
    if (process.env.VITEST_COUNTS_FILE) {
      appendFileSync(process.env.VITEST_COUNTS_FILE, `${JSON.stringify({ passed, failed, skipped, failures })}\n`);
    }
  }

  printsToStdio() {
    return false;
  }
}
