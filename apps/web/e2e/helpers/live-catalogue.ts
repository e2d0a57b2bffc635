import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { ADMIN, API_HEADERS } from './env';

/** The stand-in movie database of the live-catalogue project (scripts/lib/stub-tmdb.mjs). */
const STUB = `http://127.0.0.1:${process.env.E2E_TMDB_STUB_PORT ?? 3199}`;

/** Where a title streams from now on, per country: `{ FR: { flatrate: [8] } }`. */
export async function setStubProviders(
  request: APIRequestContext,
  kind: 'movie' | 'tv',
  id: number,
  countries: Record<string, { flatrate?: number[]; rent?: number[]; buy?: number[] }>,
): Promise<void> {
  const response = await request.put(`${STUB}/__stub/providers/${kind}/${id}`, { data: countries });
  if (!response.ok()) throw new Error(`the stand-in answered ${response.status()}`);
}

/** Every title back to where the stand-in streams it by default. */
export async function resetStubProviders(request: APIRequestContext): Promise<void> {
  const response = await request.delete(`${STUB}/__stub/providers`);
  if (!response.ok()) throw new Error(`the stand-in answered ${response.status()}`);
}

/** The admin runs the daily availability check now, from a context of their own; its result. */
export async function runAvailabilityCheck(
  browser: Browser,
  baseURL: string | undefined,
): Promise<{ arrivals: number; asked: number }> {
  const admin = await browser.newContext({ baseURL });
  try {
    const login = await admin.request.post('/api/login', { headers: API_HEADERS, data: ADMIN });
    if (!login.ok()) throw new Error(`admin login answered ${login.status()}`);
    const check = await admin.request.post('/api/admin/availability-check', { headers: API_HEADERS });
    if (!check.ok()) throw new Error(`the check answered ${check.status()}: ${await check.text()}`);
    const { result } = (await check.json()) as { result: { arrivals: number; asked: number } | null };
    if (!result) throw new Error('the check went on in the background');
    return result;
  } finally {
    await admin.close();
  }
}

/** Saves the member's country and services through the API (for tests about what follows). */
export async function saveServicesThroughApi(page: Page, region: string, providerIds: number[]): Promise<void> {
  const response = await page.request.put('/api/account/services', {
    headers: API_HEADERS,
    data: { region, provider_ids: providerIds },
  });
  if (!response.ok()) throw new Error(`save services answered ${response.status()}: ${await response.text()}`);
}
