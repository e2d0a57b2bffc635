import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './scripts/lib/chromium.mjs';

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;
/**
 * A second server whose movie database is live and played by the switchable stand-in
 * (scripts/lib/stub-tmdb.mjs), for the specs that need a title to arrive on a member's services
 * (decision 043); its own data directory, so neither server sees the other's members.
 */
const livePort = port + 1;
const liveStubPort = Number(process.env.E2E_TMDB_STUB_PORT ?? 3199);
const liveBaseURL = `http://127.0.0.1:${livePort}`;
const LIVE_SPECS = /availability\.spec\.ts$/;

// Read by scripts/e2e-server.mjs (wiped at start) and by the `outbox` fixture; workers inherit it.
process.env.E2E_DATA_DIR ??= path.resolve(import.meta.dirname, `test-results/e2e-data-${port}`);
process.env.E2E_PORT = String(port);
process.env.PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD = '1';

/** Debian's Chromium; Playwright must never download a browser of its own (decision 004). */
const chromiumLaunch = { executablePath: CHROMIUM_PATH, args: ['--headless', ...CHROMIUM_FLAGS] };

export default defineConfig({
  testDir: 'apps/web/e2e',
  testMatch: '**/*.spec.ts',
  // Kept apart from the data directory: Playwright empties outputDir at the start of a run.
  outputDir: 'test-results/e2e-artifacts',
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: process.env.CI ? 1 : 2,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: [['list'], ['./scripts/playwright/counts-reporter.ts']],
  use: {
    baseURL,
    locale: 'fr-FR',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: LIVE_SPECS,
      use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunch },
    },
    {
      name: 'live-catalogue',
      testMatch: LIVE_SPECS,
      use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunch, baseURL: liveBaseURL },
    },
  ],
  webServer: [
    {
      command: 'node scripts/e2e-server.mjs',
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'pipe',
      stderr: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    },
    {
      command: 'node scripts/e2e-server.mjs',
      url: `${liveBaseURL}/api/health`,
      env: {
        E2E_PORT: String(livePort),
        E2E_DATA_DIR: path.resolve(import.meta.dirname, `test-results/e2e-data-${livePort}`),
        E2E_TMDB_STUB_PORT: String(liveStubPort),
      },
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'pipe',
      stderr: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    },
  ],
});
