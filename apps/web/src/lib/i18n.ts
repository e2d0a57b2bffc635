import { DEFAULT_LANG, pickLang, type Lang } from '@pepites/contracts';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { defaultNS, resources } from '../locales/resources';

/** The stored language choice; French until the user picks another (SPEC §1). */
export const LANG_STORAGE_KEY = 'pepites.lang';

export function readStoredLang(): Lang {
  try {
    return pickLang(localStorage.getItem(LANG_STORAGE_KEY) ?? DEFAULT_LANG);
  } catch {
    return DEFAULT_LANG;
  }
}

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources,
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
