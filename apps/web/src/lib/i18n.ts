import { DEFAULT_LANG, LANG_COOKIE, LANGS, PAGE_STATE_ELEMENT_ID, pickLang, type Lang } from '@pepites/contracts';
import i18next, { type ResourceKey } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { defaultNS, lazyNamespaceFiles, lazyNamespaces, resources, type LazyNamespace } from '../locales/resources';
import { requestScope } from './request-scope';

/** The stored language choice; French until the user picks another (docs/product.md#languages-and-preferences). */
export const LANG_STORAGE_KEY = 'pepites.lang';

const LANG_COOKIE_PATTERN = new RegExp(`(?:^|;\\s*)${LANG_COOKIE}=(fr|en)(?:;|$)`);

/** The language of the cookie the server renders pages with, if one was chosen. */
function readLangCookie(): Lang | null {
  return (LANG_COOKIE_PATTERN.exec(document.cookie)?.[1] as Lang | undefined) ?? null;
}

/** This browser's stored choice (older versions kept only that one), if any. */
function readStorageChoice(): Lang | null {
  try {
    const stored = localStorage.getItem(LANG_STORAGE_KEY);
    return stored ? pickLang(stored) : null;
  } catch {
    return null;
  }
}

/** Keeps the choice where the server (the cookie) and this browser's offline shell (storage) read it. */
export function storeLangChoice(lang: Lang): void {
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LANG_COOKIE}=${lang}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
  try {
    localStorage.setItem(LANG_STORAGE_KEY, lang);
  } catch {
    // Storage refused (private mode): the cookie still carries the choice.
  }
}

/**
 * The language the app starts in: the cookie's (the server rendered the page in it too), else a
 * choice this browser stored before the cookie existed (moved into the cookie now, so the server
 * renders the next page in it), else the language the server rendered in (`<html lang>`), else French.
 */
function initialLang(): Lang {
  if (typeof document === 'undefined') return DEFAULT_LANG;
  const cookie = readLangCookie();
  if (cookie) return cookie;
  const stored = readStorageChoice();
  if (stored) {
    storeLangChoice(stored);
    return stored;
  }
  return document.getElementById(PAGE_STATE_ELEMENT_ID) ? pickLang(document.documentElement.lang) : DEFAULT_LANG;
}

/** One namespace's texts in one language, from its own chunk (nothing for a namespace without a file). */
async function importNamespace(lang: string, namespace: string): Promise<ResourceKey> {
  const file = lazyNamespaceFiles[`./${pickLang(lang)}/${namespace}.json`];
  return file ? (await file()).default : {};
}

/** What the app started in; a page rendered in another language is rendered again, not hydrated. */
export const START_LANG = initialLang();

export const i18n = i18next.createInstance();

// A screen's namespace loads the first time it is used; react-i18next suspends meanwhile.
void i18n
  .use(resourcesToBackend(importNamespace))
  .use(initReactI18next)
  .init({
    resources,
    partialBundledLanguages: true,
    defaultNS,
    ns: Object.keys(resources.en),
    lng: START_LANG,
    fallbackLng: 'fr',
    supportedLngs: ['fr', 'en'],
    interpolation: { escapeValue: false },
    returnNull: false,
  });

i18n.on('languageChanged', (lang) => {
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
});

/** The language of the page being rendered: the server's request, else the browser's current one. */
export function currentLang(): Lang {
  return requestScope()?.lang ?? pickLang(i18n.language);
}

/** Every namespace of both languages in memory: the server renders any page in either at once. */
export async function loadEveryNamespace(): Promise<void> {
  await Promise.all(
    LANGS.flatMap((lang) =>
      lazyNamespaces.map(async (namespace) => {
        i18n.addResourceBundle(lang, namespace, await importNamespace(lang, namespace), true, true);
      }),
    ),
  );
}

/**
 * Loads a screen's module and its namespaces together, for a route's `lazy`: the page then renders
 * once, complete, instead of showing the loading screen while its texts arrive (a layout shift).
 */
export async function withNamespaces<T>(namespaces: LazyNamespace[], load: () => Promise<T>): Promise<T> {
  const [module] = await Promise.all([load(), i18n.loadNamespaces(namespaces)]);
  return module;
}
