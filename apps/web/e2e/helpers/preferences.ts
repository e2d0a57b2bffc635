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

/** Applies to every navigation of `page` that follows; call it before `page.goto`. */
export function setLanguage(page: Page, lang: E2eLang): Promise<void> {
  return storeBeforeNavigation(page, LANG_STORAGE_KEY, lang);
}

/** Applies to every navigation of `page` that follows; call it before `page.goto`. */
export function setTheme(page: Page, theme: E2eTheme): Promise<void> {
  return storeBeforeNavigation(page, THEME_STORAGE_KEY, theme);
}
