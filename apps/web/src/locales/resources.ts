import type { ResourceKey } from 'i18next';
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
import type privacyEn from './en/privacy.json';
import type listsEn from './en/lists.json';
import type profileEn from './en/profile.json';
import type bingeEn from './en/binge.json';
import type catalogEn from './en/catalog.json';
import type detailsEn from './en/details.json';
import type searchEn from './en/search.json';
import type adminEn from './en/admin.json';
import type notificationsEn from './en/notifications.json';
import type accountDataEn from './en/account-data.json';
import type communityEn from './en/community.json';
import type editorsEn from './en/editors.json';
import type availabilityEn from './en/availability.json';

/**
 * Every namespace, one JSON file per feature and language. English is the source of the key set;
 * scripts/check-i18n.mjs fails CI when the French files drift from it.
 * What the shell and the home page show ships with the first load, in both languages...
 */
export const resources = {
  en: { common: commonEn, errors: errorsEn, home: homeEn, nav: navEn },
  fr: { common: commonFr, errors: errorsFr, home: homeFr, nav: navFr },
} as const;

/**
 * ...the other screens' texts load with them, the first time a component asks for them: one chunk
 * per file, fetched by `lib/i18n.ts`. The files above are left out, so none is imported both ways.
 */
export const lazyNamespaceFiles = import.meta.glob<{ default: ResourceKey }>([
  './*/*.json',
  '!./*/{common,errors,home,nav}.json',
]);

export const lazyNamespaces = [
  'about',
  'auth',
  'contact',
  'privacy',
  'lists',
  'profile',
  'binge',
  'catalog',
  'details',
  'search',
  'admin',
  'notifications',
  'account-data',
  'community',
  'editors',
  'availability',
] as const;

export type LazyNamespace = (typeof lazyNamespaces)[number];

export type Resources = (typeof resources)['en'] & {
  about: typeof aboutEn;
  auth: typeof authEn;
  contact: typeof contactEn;
  privacy: typeof privacyEn;
  lists: typeof listsEn;
  profile: typeof profileEn;
  binge: typeof bingeEn;
  catalog: typeof catalogEn;
  details: typeof detailsEn;
  search: typeof searchEn;
  admin: typeof adminEn;
  notifications: typeof notificationsEn;
  'account-data': typeof accountDataEn;
  community: typeof communityEn;
  editors: typeof editorsEn;
  availability: typeof availabilityEn;
};

export const defaultNS = 'common';
