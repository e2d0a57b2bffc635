/**
 * Every page's address, written once: the web app's router and links, the server's rendering and
 * the links it sends (share links, mails) all read this table, so a renamed page cannot leave one
 * of them pointing at the old address.
 */
export const pagePaths = {
  home: { path: '/', href: () => '/' },
  about: { path: '/aboutUs', href: () => '/aboutUs' },
  contact: { path: '/contactUs', href: () => '/contactUs' },
  privacy: { path: '/privacy', href: () => '/privacy' },
  moviesSearch: { path: '/moviesSearch', href: () => '/moviesSearch' },
  showsSearch: { path: '/showsSearch', href: () => '/showsSearch' },
  youtubeSearch: { path: '/youtubeSearch', href: () => '/youtubeSearch' },
  podcastsSearch: { path: '/podcastsSearch', href: () => '/podcastsSearch' },
  bingeBuddy: { path: '/bingeBuddy', href: () => '/bingeBuddy' },
  movieDetails: { path: '/movieDetails/:movieId', href: (id: number | string) => `/movieDetails/${id}` },
  tvDetails: { path: '/tvDetails/:tvShowId', href: (id: number | string) => `/tvDetails/${id}` },
  youtubeDetails: { path: '/youtubeDetails/:providerId', href: (id: string) => `/youtubeDetails/${id}` },
  browseLists: {
    path: '/browseLists/:userId?',
    href: (userId?: number) => (userId ? `/browseLists/${userId}` : '/browseLists'),
  },
  listDetails: { path: '/listDetails/:id', href: (id: number) => `/listDetails/${id}` },
  login: { path: '/login', href: () => '/login' },
  signup: { path: '/signup', href: () => '/signup' },
  forgottenPassword: { path: '/forgottenPassword', href: () => '/forgottenPassword' },
  resetPassword: { path: '/reset-password/:token', href: (token: string) => `/reset-password/${token}` },
  confirmEmail: { path: '/confirm-email/:token', href: (token: string) => `/confirm-email/${token}` },
  userProfile: { path: '/userProfile', href: () => '/userProfile' },
  userLists: { path: '/userLists', href: () => '/userLists' },
  userLikedLists: { path: '/userLikedLists', href: () => '/userLikedLists' },
  listEdition: { path: '/listEdition/:listId', href: (id: number) => `/listEdition/${id}` },
  notifications: { path: '/notifications/:id', href: (userId: number) => `/notifications/${userId}` },
  adminDashboard: { path: '/adminDashboard', href: () => '/adminDashboard' },
  /** What the members one follows made (docs/decisions/038-community.md). */
  feed: { path: '/feed', href: () => '/feed' },
  notificationSettings: { path: '/settings/notifications', href: () => '/settings/notifications' },
  /** The unseen titles of one's lists on one's services now (docs/decisions/043-streaming-availability-and-alerts.md). */
  tonight: { path: '/tonight', href: () => '/tonight' },
} as const;

export type PageName = keyof typeof pagePaths;

/**
 * The parameters of `pathname` when it is an address of `pattern` (`/listDetails/:id`,
 * `/browseLists/:userId?`), else null.
 * Only a last parameter may be optional. A parameter is one non-empty segment, taken as written
 * (not decoded); an optional one may be absent; one trailing slash is allowed, as the router does.
 */
export function matchPagePath(pattern: string, pathname: string): Record<string, string> | null {
  const wanted = pattern.split('/').filter(Boolean);
  const trimmed = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  if (!trimmed.startsWith('/')) return null;
  const given = trimmed === '/' ? [] : trimmed.split('/').slice(1);
  if (given.some((segment) => segment === '')) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of wanted.entries()) {
    const segment = given[index];
    if (part.startsWith(':')) {
      const optional = part.endsWith('?');
      if (segment === undefined) {
        if (optional) continue;
        return null;
      }
      params[part.slice(1, optional ? -1 : undefined)] = segment;
    } else if (segment !== part) {
      return null;
    }
  }
  return given.length <= wanted.length ? params : null;
}
