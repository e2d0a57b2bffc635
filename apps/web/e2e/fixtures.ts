import { createHash } from 'node:crypto';
import { test as base, expect, type ConsoleMessage, type Page, type Response, type TestInfo } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './helpers/a11y';
import { createOutbox, type Outbox } from './helpers/outbox';

/**
 * The one `test` every spec imports. On top of Playwright's own fixtures:
 * - `outbox`: the mails the server wrote to DATA_DIR/outbox (`list`, `read`, `waitForMail`).
 * - `axe.expectNoSeriousA11yViolations(page?)`: fails on serious/critical axe violations.
 * - `consoleErrors.allow(pattern)`: an expected console.error for this test; any other
 *   console.error or uncaught page error fails the test.
 * - every test (its pages and its `request`) comes from its own client address (X-Forwarded-For,
 *   which the server trusts as a proxy's): the per-IP rate limits stay real inside a test without
 *   the whole suite sharing one budget of 5 sign-ups an hour.
 * Plain helpers are re-exported below: setLanguage, setTheme, uniqueUser, signUpAndLogIn, ADMIN, API_HEADERS.
 */
export interface ConsoleErrors {
  allow(pattern: RegExp): void;
}

export interface Axe {
  expectNoSeriousA11yViolations(page?: Page, options?: { exclude?: string[] }): Promise<void>;
}

interface Fixtures {
  outbox: Outbox;
  axe: Axe;
  consoleErrors: ConsoleErrors & { allowed: RegExp[] };
}

/** A stable address in 10.0.0.0/8 per test (and per retry), so tests never share rate-limit counters. */
function clientAddressFor(testInfo: TestInfo): string {
  const digest = createHash('sha256')
    .update(`${testInfo.testId}:${testInfo.retry}:${testInfo.repeatEachIndex}`)
    .digest();
  return `10.${digest[0]}.${digest[1]}.${Math.max(1, digest[2] ?? 1)}`;
}

/** A refused API call (401 on a wrong password, 404 on a hidden list) is an expected outcome, not a bug. */
const CLIENT_ERROR_RESPONSE = /Failed to load resource: the server responded with a status of 4\d\d/;

/**
 * A page rendered by the server shows before React has hydrated it, and a click landing before that
 * does nothing: after `goto` and `reload` of a page, wait until the app marks itself ready. A test
 * that keeps the app from running asks for `waitUntil: 'commit'` and waits for what it needs itself.
 */
function waitForHydrationOnLoad(page: Page): void {
  const ready = async (response: Response | null, waitUntil?: string) => {
    if (waitUntil !== 'commit' && response?.headers()['content-type']?.startsWith('text/html')) {
      await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
    }
    return response;
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => ready(await goto(url, options), options?.waitUntil);
  page.reload = async (options) => ready(await reload(options), options?.waitUntil);
}

export const test = base.extend<Fixtures>({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    await use({ ...extraHTTPHeaders, 'X-Forwarded-For': clientAddressFor(testInfo) });
  },

  consoleErrors: async ({}, use) => {
    const allowed: RegExp[] = [CLIENT_ERROR_RESPONSE];
    await use({ allowed, allow: (pattern) => allowed.push(pattern) });
  },

  page: async ({ page, consoleErrors, javaScriptEnabled }, use) => {
    const problems: string[] = [];
    const isAllowed = (text: string) => consoleErrors.allowed.some((pattern) => pattern.test(text));
    page.on('console', (message: ConsoleMessage) => {
      if (message.type() === 'error' && !isAllowed(message.text())) {
        const where = message.location().url ? ` (${message.location().url}:${message.location().lineNumber})` : '';
        problems.push(`console.error: ${message.text()}${where}`);
      }
    });
    page.on('pageerror', (error) => {
      if (!isAllowed(error.message)) problems.push(`uncaught ${error.name}: ${error.message}`);
    });
    if (javaScriptEnabled !== false) waitForHydrationOnLoad(page);
    await use(page);
    if (problems.length > 0) {
      throw new Error(`Unexpected browser errors during the test:\n  ${problems.join('\n  ')}`);
    }
  },

  outbox: async ({}, use) => {
    await use(createOutbox());
  },

  axe: async ({ page }, use) => {
    await use({
      expectNoSeriousA11yViolations: (target = page, options) => expectNoSeriousA11yViolations(target, options),
    });
  },
});

export { expect };
export { ADMIN, API_HEADERS } from './helpers/env';
export type { OutboxMail } from './helpers/outbox';
export { setLanguage, setTheme, type E2eLang } from './helpers/preferences';
export { signUpAndLogIn, uniqueUser, type E2eUser } from './helpers/users';
