import { DEFAULT_LANG, pickLang, type Lang } from '@pepites/contracts';
import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { defaultNS, lazyNamespaces, resources } from '../locales/resources';

/** The stored language choice; French until the user picks another (SPEC §1). */
export const LANG_STORAGE_KEY = 'pepites.lang';

export function readStoredLang(): Lang {
  try {
    return pickLang(localStorage.getItem(LANG_STORAGE_KEY) ?? DEFAULT_LANG);
  } catch {
    return DEFAULT_LANG;
  }
}

type LazyNamespace = keyof typeof lazyNamespaces;

/** Loads a screen's namespace the first time it is used; react-i18next suspends meanwhile. */
const lazyNamespaceBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(lang, namespace, callback) {
    const load = lazyNamespaces[namespace as LazyNamespace]?.[pickLang(lang)];
    if (!load) return callback(null, {});
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

export const i18n = i18next.createInstance();

void i18n.use(lazyNamespaceBackend).use(initReactI18next).init({
  resources,
  partialBundledLanguages: true,
  defaultNS,
  ns: Object.keys(resources.en),
  lng: typeof window === 'undefined' ? DEFAULT_LANG : readStoredLang(),
  fallbackLng: 'fr',
  supportedLngs: ['fr', 'en'],
  interpolation: { escapeValue: false },
  returnNull: false,
});

i18n.on('languageChanged', (lang) => {
  document.documentElement.lang = lang;
});

/**
 * Loads a screen's module and its namespaces together, for a route's `lazy`: the page then renders
 * once, complete, instead of showing the loading screen while its texts arrive (a layout shift).
 */
export async function withNamespaces<T>(namespaces: LazyNamespace[], load: () => Promise<T>): Promise<T> {
  const [module] = await Promise.all([load(), i18n.loadNamespaces(namespaces)]);
  return module;
}
