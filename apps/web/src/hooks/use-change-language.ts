import type { Lang } from '@pepites/contracts';
import { useCallback } from 'react';
import { notify } from '../components/ui/toast';
import { i18n, storeLangChoice } from '../lib/i18n';

/** Switches the language, stores the choice and says so in the new language (SPEC §8). */
export function useChangeLanguage(): (lang: Lang) => Promise<void> {
  return useCallback(async (lang: Lang) => {
    try {
      await i18n.changeLanguage(lang);
      storeLangChoice(lang);
      document.documentElement.lang = lang;
      notify.success(i18n.t('nav:language.changed'));
    } catch (error) {
      console.warn('Language change failed', error);
      notify.error(i18n.t('nav:language.error'));
    }
  }, []);
}
