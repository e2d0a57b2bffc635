import type { Page } from '@playwright/test';

export type E2eLang = 'fr' | 'en';
export type E2eTheme = 'light' | 'dark';

/** localStorage keys the web app reads at start (src/lib/i18n.ts and the theme script in index.html). */
export const LANG_STORAGE_KEY = 'pepites.lang';
export const THEME_STORAGE_KEY = 'pepites.theme';

async function storeBeforeNavigation(page: Page, key: string, value: string): Promise<void> {
  await page.addInitScript(
    ([storageKey, storedValue]) => {
      window.localStorage.setItem(storageKey, storedValue);
    },
    [key, value] as const,
  );
}

/** The cookie the server renders pages in (LANG_COOKIE of packages/contracts). */
export const LANG_COOKIE = 'pepites_lang';

/**
 * Applies to every navigation of `page` that follows; call it before `page.goto`. A user's choice
 * lives in the cookie (the server renders in it) and in storage (the offline shell reads it).
 */
export async function setLanguage(page: Page, lang: E2eLang): Promise<void> {
  // Set by playwright.config.ts, inherited by the workers.
  await page
    .context()
    .addCookies([{ name: LANG_COOKIE, value: lang, url: `http://127.0.0.1:${process.env.E2E_PORT}` }]);
  await storeBeforeNavigation(page, LANG_STORAGE_KEY, lang);
}

/** Applies to every navigation of `page` that follows; call it before `page.goto`. */
export function setTheme(page: Page, theme: E2eTheme): Promise<void> {
  return storeBeforeNavigation(page, THEME_STORAGE_KEY, theme);
}
