import type { Lang } from '@pepites/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { notify } from '../components/ui/toast';
import { i18n, storeLangChoice } from '../lib/i18n';

/**
 * Every lists query lives under this key (features/lists/api/list-keys.ts). Lists name their movies
 * and shows in the reader's language, so a change of language fetches them again; the catalogue's
 * queries have the language in their keys already.
 */
const LISTS_KEY = ['lists'] as const;

/** Switches the language, stores the choice and says so in the new language; resolves to whether it switched. */
export function useChangeLanguage(): (lang: Lang) => Promise<boolean> {
  const queryClient = useQueryClient();
  return useCallback(
    async (lang: Lang) => {
      try {
        await i18n.changeLanguage(lang);
        storeLangChoice(lang);
        document.documentElement.lang = lang;
        void queryClient.invalidateQueries({ queryKey: LISTS_KEY });
        notify.success(i18n.t('nav:language.changed'));
        return true;
      } catch (error) {
        console.warn('Language change failed', error);
        notify.error(i18n.t('nav:language.error'));
        return false;
      }
    },
    [queryClient],
  );
}
