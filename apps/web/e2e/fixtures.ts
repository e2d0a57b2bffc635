import { test as base, expect, type ConsoleMessage, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './helpers/a11y';
import { createOutbox, type Outbox } from './helpers/outbox';

/**
 * The one `test` every spec imports. On top of Playwright's own fixtures:
 * - `outbox`: the mails the server wrote to DATA_DIR/outbox (`list`, `read`, `waitForMail`).
 * - `axe.expectNoSeriousA11yViolations(page?)`: fails on serious/critical axe violations.
 * - `consoleErrors.allow(pattern)`: an expected console.error for this test; any other
 *   console.error or uncaught page error fails the test (STYLE rule 9).
 * Plain helpers are re-exported below: setLanguage, setTheme, uniqueUser, ADMIN, API_HEADERS.
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

/** A refused API call (401 on a wrong password, 404 on a hidden list) is an expected outcome, not a bug. */
const CLIENT_ERROR_RESPONSE = /Failed to load resource: the server responded with a status of 4\d\d/;

export const test = base.extend<Fixtures>({
  consoleErrors: async ({}, use) => {
    const allowed: RegExp[] = [CLIENT_ERROR_RESPONSE];
    await use({ allowed, allow: (pattern) => allowed.push(pattern) });
  },

  page: async ({ page, consoleErrors }, use) => {
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
export { expectNoSeriousA11yViolations } from './helpers/a11y';
export { ADMIN, API_HEADERS, E2E_DATA_DIR } from './helpers/env';
export type { MailQuery, Outbox, OutboxMail } from './helpers/outbox';
export { setLanguage, setTheme, type E2eLang, type E2eTheme } from './helpers/preferences';
export { uniqueUser, type E2eUser } from './helpers/users';
