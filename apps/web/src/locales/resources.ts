import commonEn from './en/common.json';
import commonFr from './fr/common.json';
import navEn from './en/nav.json';
import navFr from './fr/nav.json';
import homeEn from './en/home.json';
import homeFr from './fr/home.json';
import aboutEn from './en/about.json';
import aboutFr from './fr/about.json';
import contactEn from './en/contact.json';
import contactFr from './fr/contact.json';
import errorsEn from './en/errors.json';
import errorsFr from './fr/errors.json';
import authEn from './en/auth.json';
import authFr from './fr/auth.json';
import profileEn from './en/profile.json';
import profileFr from './fr/profile.json';

/**
 * Every namespace, one JSON file per feature and language. English is the source of the key set;
 * scripts/check-i18n.mjs fails CI when the French files drift from it.
 */
export const resources = {
  en: { auth: authEn, profile: profileEn, common: commonEn, nav: navEn, home: homeEn, about: aboutEn, contact: contactEn, errors: errorsEn },
  fr: { auth: authFr, profile: profileFr, common: commonFr, nav: navFr, home: homeFr, about: aboutFr, contact: contactFr, errors: errorsFr },
} as const;

export const defaultNS = 'common';
