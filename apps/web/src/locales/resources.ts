import commonEn from './en/common.json';
import errorsEn from './en/errors.json';
import homeEn from './en/home.json';
import navEn from './en/nav.json';
import commonFr from './fr/common.json';
import errorsFr from './fr/errors.json';
import homeFr from './fr/home.json';
import navFr from './fr/nav.json';
import type aboutEn from './en/about.json';
import type authEn from './en/auth.json';
import type contactEn from './en/contact.json';
import type listsEn from './en/lists.json';
import type profileEn from './en/profile.json';
import type bingeEn from './en/binge.json';
import type catalogEn from './en/catalog.json';
import type detailsEn from './en/details.json';
import type searchEn from './en/search.json';
import type adminEn from './en/admin.json';
import type notificationsEn from './en/notifications.json';

/**
 * Every namespace, one JSON file per feature and language. English is the source of the key set;
 * scripts/check-i18n.mjs fails CI when the French files drift from it.
 * What the shell and the home page show ships with the first load, in both languages...
 */
export const resources = {
  en: { common: commonEn, errors: errorsEn, home: homeEn, nav: navEn },
  fr: { common: commonFr, errors: errorsFr, home: homeFr, nav: navFr },
} as const;

/** ...the other screens' texts load with them, the first time a component asks for them. */
export const lazyNamespaces = {
  about: { en: () => import('./en/about.json'), fr: () => import('./fr/about.json') },
  auth: { en: () => import('./en/auth.json'), fr: () => import('./fr/auth.json') },
  contact: { en: () => import('./en/contact.json'), fr: () => import('./fr/contact.json') },
  lists: { en: () => import('./en/lists.json'), fr: () => import('./fr/lists.json') },
  profile: { en: () => import('./en/profile.json'), fr: () => import('./fr/profile.json') },
  binge: { en: () => import('./en/binge.json'), fr: () => import('./fr/binge.json') },
  catalog: { en: () => import('./en/catalog.json'), fr: () => import('./fr/catalog.json') },
  details: { en: () => import('./en/details.json'), fr: () => import('./fr/details.json') },
  search: { en: () => import('./en/search.json'), fr: () => import('./fr/search.json') },
  admin: { en: () => import('./en/admin.json'), fr: () => import('./fr/admin.json') },
  notifications: { en: () => import('./en/notifications.json'), fr: () => import('./fr/notifications.json') },
} as const;

export type Resources = (typeof resources)['en'] & {
  about: typeof aboutEn;
  auth: typeof authEn;
  contact: typeof contactEn;
  lists: typeof listsEn;
  profile: typeof profileEn;
  binge: typeof bingeEn;
  catalog: typeof catalogEn;
  details: typeof detailsEn;
  search: typeof searchEn;
  admin: typeof adminEn;
  notifications: typeof notificationsEn;
};

export const defaultNS = 'common';
