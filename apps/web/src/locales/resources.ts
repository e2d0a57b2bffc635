import commonEn from './en/common.json';
import commonFr from './fr/common.json';

/**
 * Every namespace, one JSON file per feature and language. English is the source of the key set;
 * scripts/check-i18n.mjs fails CI when the French files drift from it.
 */
export const resources = {
  en: { common: commonEn },
  fr: { common: commonFr },
} as const;

export const defaultNS = 'common';
