import path from 'node:path';

/** Set by playwright.config.ts before the web server starts; the server's DATA_DIR for this run. */
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? path.resolve('test-results/e2e-data-3100');

/** The admin account scripts/e2e-server.mjs creates at start. */
export const ADMIN = { email: 'admin@pepites.test', password: 'Admin-password-1' } as const;

/** The cross-site request guard's header: every state-changing API request must carry it. */
export const API_HEADERS = { 'X-Requested-With': 'pepites' } as const;
