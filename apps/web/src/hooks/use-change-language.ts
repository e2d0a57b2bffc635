import type { Lang } from '@pepites/contracts';
import { useCallback } from 'react';
import { notify } from '../components/ui/toast';
import { i18n, LANG_STORAGE_KEY } from '../lib/i18n';

function storeLang(lang: Lang) {
  try {
    localStorage.setItem(LANG_STORAGE_KEY, lang);
  } catch {
    // Storage refused (private mode): the choice lasts for this page only.
  }
}

/** Switches the language, stores the choice and says so in the new language (SPEC §8). */
export function useChangeLanguage(): (lang: Lang) => Promise<void> {
  return useCallback(async (lang: Lang) => {
    try {
      await i18n.changeLanguage(lang);
      storeLang(lang);
      document.documentElement.lang = lang;
      notify.success(i18n.t('nav:language.changed'));
    } catch (error) {
      console.warn('Language change failed', error);
      notify.error(i18n.t('nav:language.error'));
    }
  }, []);
}
