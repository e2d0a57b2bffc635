import type { BrowserContext, Page } from '@playwright/test';

/**
 * The test machines have no internet: poster requests to the movie database and the video site
 * would fail on DNS (a console error). Here they answer 404 at once, which the app treats the same
 * way (the generated poster) and the console-error guard accepts as an expected refusal.
 */
export async function offlineImages(target: Page | BrowserContext): Promise<void> {
  await target.route(/^https:\/\/(image\.tmdb\.org|i\.ytimg\.com)\//, (route) => route.fulfill({ status: 404, body: '' }));
}
