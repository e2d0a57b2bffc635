import { pickLang, type Lang } from '@pepites/contracts';
import { useTranslation } from 'react-i18next';

/** The current product language; put it in every query key whose answer depends on it. */
export function useLang(): Lang {
  const { i18n } = useTranslation();
  return pickLang(i18n.resolvedLanguage ?? i18n.language);
}
