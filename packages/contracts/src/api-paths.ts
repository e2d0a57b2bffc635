/**
 * Every JSON endpoint of the API under /api, by what it does: its method and its path, with
 * `:name` for each path parameter. Written once: the server registers each route from it (through
 * `apiRoutes`, which adds the schemas) and the web builds each request from it, so a renamed path
 * cannot leave one side on the old address. No zod here: the web loads this table at run time and
 * only the types of `apiRoutes` (docs/api.md#adding-an-endpoint, docs/decisions/027-typed-api-routes.md).
 */
export const apiPaths = {
  // accounts and sessions
  register: { method: 'POST', path: '/register' },
  login: { method: 'POST', path: '/login' },
  logout: { method: 'POST', path: '/logout' },
  /** The original client's logout; a GET that changes state, so it needs the CSRF header too. */
  logoutByGet: { method: 'GET', path: '/logout' },
  session: { method: 'GET', path: '/session' },
  usernameAvailability: { method: 'GET', path: '/users/check-username-availability' },
  emailAvailability: { method: 'GET', path: '/users/check-email-availability' },
  requestPasswordReset: { method: 'POST', path: '/reset-password' },
  checkResetLink: { method: 'POST', path: '/reset-password/check' },
  confirmPasswordReset: { method: 'POST', path: '/reset-password/confirm' },

  // members
  user: { method: 'GET', path: '/user/:id' },
  userBadges: { method: 'GET', path: '/user/:id/badges' },
  userStats: { method: 'GET', path: '/user/:id/stats' },
  updateProfile: { method: 'PUT', path: '/update/:userId' },
  uploadAvatar: { method: 'POST', path: '/uploads/avatar' },

  // lists
  createList: { method: 'POST', path: '/list/create/:userId' },
  listDetail: { method: 'GET', path: '/list/getById/:listId/user/:userId' },
  updateList: { method: 'PUT', path: '/list/update/:listId' },
  deleteList: { method: 'DELETE', path: '/list/:id' },
  userLists: { method: 'GET', path: '/lists/getByUserId/:userId' },
  likedLists: { method: 'GET', path: '/user/:userId/lists' },
  browseLists: { method: 'POST', path: '/lists/getAllListsFiltered/' },
  browseListsByQuery: { method: 'GET', path: '/lists/getAllListsFiltered/' },
  homeLists: { method: 'GET', path: '/lists/home' },
  addContent: { method: 'PUT', path: '/:listId/content' },
  removeContent: { method: 'DELETE', path: '/:listId/content/:contentId' },
  reorderContent: { method: 'PUT', path: '/list/:listId/content/order' },
  updateNote: { method: 'PUT', path: '/list/:listId/content/:contentId/note' },
  toggleSeen: { method: 'PUT', path: '/content/:contentId/seen/:userId' },
  listCountByItem: { method: 'GET', path: '/lists/getCountByProviderId/:id' },
  toggleLike: { method: 'PUT', path: '/list/:id/like/:userId' },
  likers: { method: 'GET', path: '/list/:id/likers' },

  // notifications
  unseenNotifications: { method: 'GET', path: '/user/:userId/notifications/unseen' },
  notificationsPage: { method: 'GET', path: '/user/:userId/notifications' },
  markNotificationSeen: { method: 'PUT', path: '/user/:userId/notification/:notificationId' },
  markAllNotificationsSeen: { method: 'PUT', path: '/user/:userId/notifications/seen' },

  // home, reference, contact, health
  platformStats: { method: 'GET', path: '/stats' },
  mostLiked: { method: 'GET', path: '/lists/getMostLiked' },
  totalLikes: { method: 'GET', path: '/lists/getTotalLikes' },
  tags: { method: 'GET', path: '/tags' },
  badges: { method: 'GET', path: '/badges' },
  sendContact: { method: 'POST', path: '/contact' },
  health: { method: 'GET', path: '/health' },

  // admin
  adminStats: { method: 'GET', path: '/admin/stats' },
  adminUsers: { method: 'GET', path: '/users/getAll' },
  adminLists: { method: 'GET', path: '/lists/getAll' },
  adminLikes: { method: 'GET', path: '/admin/likes' },
  adminBadges: { method: 'GET', path: '/admin/badges' },
  uploadBadgeIcon: { method: 'POST', path: '/uploads/badge' },
  createBadge: { method: 'POST', path: '/badge' },
  awardBadge: { method: 'POST', path: '/admin/badges/:id/award' },
  checkBadges: { method: 'GET', path: '/check-badges' },
  makeListPrivate: { method: 'PUT', path: '/admin/lists/:id/private' },
  setSuspension: { method: 'PUT', path: '/admin/users/:id/suspension' },
  moderationLog: { method: 'GET', path: '/admin/moderation' },
  adminOutbox: { method: 'GET', path: '/admin/outbox' },

  // catalogue
  catalogInfo: { method: 'GET', path: '/catalog/info' },
  searchMovies: { method: 'GET', path: '/catalog/movies/search' },
  searchShows: { method: 'GET', path: '/catalog/shows/search' },
  upcomingMovies: { method: 'GET', path: '/catalog/movies/upcoming' },
  topRatedShows: { method: 'GET', path: '/catalog/shows/top-rated' },
  movieDetails: { method: 'GET', path: '/catalog/movies/:id' },
  showDetails: { method: 'GET', path: '/catalog/shows/:id' },
  titleProviders: { method: 'GET', path: '/catalog/:kind/:id/providers' },
  genres: { method: 'GET', path: '/catalog/genres/:kind' },
  watchProviders: { method: 'GET', path: '/catalog/watch-providers/:kind' },
  regions: { method: 'GET', path: '/catalog/regions' },
  discover: { method: 'GET', path: '/catalog/discover/:kind' },
  trendingVideos: { method: 'GET', path: '/catalog/videos/trending' },
  searchVideos: { method: 'GET', path: '/catalog/videos/search' },
  videoDetails: { method: 'GET', path: '/catalog/videos/:id' },
  topPodcasts: { method: 'GET', path: '/catalog/podcasts/top' },
  searchPodcasts: { method: 'GET', path: '/catalog/podcasts/search' },
} as const satisfies Record<string, ApiPath>;

export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface ApiPath {
  readonly method: ApiMethod;
  /** Under /api, with `:name` for each parameter, as Fastify reads it. */
  readonly path: string;
}

export type ApiRouteName = keyof typeof apiPaths;

/** The names of a path's parameters: `'listId' | 'userId'` for `/list/getById/:listId/user/:userId`. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The values of a path's parameters, each written into the path as text. */
export type PathParams<P extends string> = { [Name in PathParamNames<P>]: string | number };

/**
 * The path of `pattern` with its parameters filled in, each one percent-encoded (a video id or a
 * catalogue id may hold any character). A parameter left out is an error: the types prevent it,
 * this stops a caller that got around them.
 */
export function fillApiPath(pattern: string, params: Record<string, string | number> = {}): string {
  return pattern.replace(/:([A-Za-z]+)/g, (_whole, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`fillApiPath: no value for :${name} in ${pattern}`);
    return encodeURIComponent(String(value));
  });
}

type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

/**
 * A query string of the parameters that have a value (`?a=1&b=x`), or an empty string. Undefined,
 * null and empty values are left out, as the server's defaults apply to them; an array repeats its key.
 */
export function apiQueryString(query: Record<string, unknown> = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query) as [string, QueryValue][]) {
    if (value === undefined || value === null || value === '') continue;
    for (const one of Array.isArray(value) ? value : [value]) search.append(key, String(one));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
