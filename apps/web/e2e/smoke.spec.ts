import { API_HEADERS, expect, test } from './fixtures';

test.describe('smoke', () => {
  test('the home page loads with the Pépites title', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(/Pépites/);
    await expect(page.locator('#root')).not.toBeEmpty();
  });

  test('the API health check answers ok', async ({ request }) => {
    const response = await request.get('/api/health', { headers: API_HEADERS });
    expect(response.ok()).toBe(true);
    expect(await response.json()).toMatchObject({ status: 'ok', database: 'ok' });
  });
});
