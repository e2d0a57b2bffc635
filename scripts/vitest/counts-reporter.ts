import { appendFileSync } from 'node:fs';
import type { Reporter, SerializedError, TestModule, TestRunEndReason } from 'vitest/node';

/**
 * Prints `N passed, N failed, N skipped` alone on a line (the line CI reads), and appends the counts
 * as JSON to VITEST_COUNTS_FILE so scripts/test-all.mjs can add up several runs. A file that fails
 * to load, or an error thrown outside any test, counts as failed: a broken run never reads as green.
 * Each failure's name and message go with the counts, so the summary can repeat them at the end of
 * a long log, where a reader of CI's tail finds them.
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
    const failures: { title: string; message: string }[] = [];
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        const result = test.result();
        if (result.state === 'passed') passed++;
        else if (result.state === 'failed') {
          failed++;
          failures.push({ title: `${module.moduleId} › ${test.fullName}`, message: result.errors?.[0]?.message ?? '' });
        } else skipped++;
      }
      if (module.state() === 'failed' && [...module.children.allTests()].length === 0) {
        failed++;
        failures.push({ title: module.moduleId, message: module.errors()[0]?.message ?? 'the file failed to load' });
      }
    }
    failed += unhandledErrors.length;
    for (const error of unhandledErrors) failures.push({ title: 'unhandled error', message: error.message });
    if (failed === 0 && reason !== 'passed') failed = 1;
    const line = `${passed} passed, ${failed} failed, ${skipped} skipped`;
    process.stdout.write(`\n${line}\n`);
    if (process.env.VITEST_COUNTS_FILE) {
      appendFileSync(process.env.VITEST_COUNTS_FILE, `${JSON.stringify({ passed, failed, skipped, failures })}\n`);
    }
  }
}
