import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './app.js';
import { seedReferenceData } from '../db/seed/reference.js';
import { eq } from 'drizzle-orm';
import { badges, dataExports, notifications, sessions } from '../db/schema/index.js';
import { sha256 } from '../lib/tokens.js';
import { createSession } from '../modules/auth/session-store.js';
import { openEventStream } from './event-stream.js';
import { addItem, makeList } from './list-helpers.js';
import { imageUpload } from './multipart.js';
import { doneImportOf, importUpload } from './import-helpers.js';
import { fixture } from '../modules/imports/test-zip.js';
import { solidPng, uploadImage } from './image-uploads.js';
import {
  cookieFor,
  createAdmin,
  createUser,
  csrf,
  uniqueAddress,
  uniqueUserName,
  type TestUser,
} from './auth-helpers.js';

/**
 * Who may call what, endpoint by endpoint (every route the server registered, hidden ones too). `owner` is the user the path (or resource) belongs to;
 * `other` is another signed-in user. New endpoints add their rows here; the last test
 * fails when an API route has no row.
 */
type Caller = 'visitor' | 'other' | 'owner' | 'admin';
const CALLERS: readonly Caller[] = ['visitor', 'other', 'owner', 'admin'];

interface MatrixContext {
  owner: TestUser;
  other: TestUser;
  admin: TestUser;
  /** A user whose only role is to be signed in with by the login row. */
  loginTarget: TestUser;
  /** One of the owner's uploads (`/api/uploads/{id}`). */
  ownerUpload: string;
  avatarPng: Buffer;
  /** A fresh 5-16 character name on every call. */
  unique(): string;
  /** The owner's lists: a public one (with `item`), a private one, and one for reordering. */
  lists: { open: number; hidden: number; ordered: number; orderedIds: number[]; item: number; removable: number };
  /** A public list of the owner's that nobody deleted yet (one per call). */
  deletable(): number;
  /** One of the owner's notifications. */
  notification: number;
  /** A badge icon uploaded by the admin, and a badge given by hand. */
  badgeIcon: string;
  handBadge: number;
  /** A member the admin may suspend (no other row signs in as them). */
  suspendable: TestUser;
  /** A member only the admin's deletion row deletes. */
  deletableMember: TestUser;
  /** The public id of one of the owner's sessions (ended by the owner's row). */
  ownerSession: string;
  /** The public id of one of the owner's imports, done, with one row left to choose. */
  ownerImport: string;
  /** The public id of an archive of the owner's data, ready to download. */
  ownerExport: string;
  /** The owner's comments on their public list: one that stays (reported by `other`), and one to delete per call. */
  comments: { own: number; deletable: () => number };
}

interface MatrixRow {
  /** Method and OpenAPI path, as `app.swagger()` lists it. */
  route: string;
  url: (c: MatrixContext) => string;
  send?: (c: MatrixContext) => { payload?: unknown; headers?: Record<string, string> };
  expected: Record<Caller, number>;
  /** Sends the request another way than `inject` and returns its status (an endless event stream). */
  probe?: (c: MatrixContext, app: TestApp['app'], cookie: string | undefined) => Promise<number>;
}

const everyone = (status: number): Record<Caller, number> => ({
  visitor: status,
  other: status,
  owner: status,
  admin: status,
});
const signedIn = (status: number): Record<Caller, number> => ({
  visitor: 401,
  other: status,
  owner: status,
  admin: status,
});
const selfOnly = (status: number): Record<Caller, number> => ({ visitor: 401, other: 403, owner: status, admin: 403 });
const adminOnly = (status: number): Record<Caller, number> => ({ visitor: 401, other: 403, owner: 403, admin: status });

const MATRIX: MatrixRow[] = [
  // System and foundation
  { route: 'GET /api/health', url: () => '/api/health', expected: everyone(200) },
  { route: 'GET /api/stats', url: () => '/api/stats', expected: everyone(200) },
  { route: 'GET /api/tags', url: () => '/api/tags', expected: everyone(200) },
  { route: 'GET /api/badges', url: () => '/api/badges', expected: everyone(200) },
  { route: 'GET /api/lists/getMostLiked', url: () => '/api/lists/getMostLiked', expected: everyone(200) },
  { route: 'GET /api/lists/home', url: () => '/api/lists/home', expected: everyone(200) },
  { route: 'GET /api/lists/getTotalLikes', url: () => '/api/lists/getTotalLikes', expected: everyone(200) },
  {
    route: 'POST /api/contact',
    url: () => '/api/contact',
    send: () => ({ payload: { email: 'reader@example.com', subject: 'Hello', message: 'A kind word.' } }),
    expected: everyone(200),
  },
  { route: 'GET /api/uploads/{id}', url: (c) => c.ownerUpload, expected: everyone(200) },

  // Accounts and sessions
  {
    route: 'POST /api/register',
    url: () => '/api/register',
    send: (c) => {
      const user_name = c.unique();
      return { payload: { user_name, email: `${user_name}@example.test`, password: 'Password123' } };
    },
    expected: everyone(201),
  },
  {
    route: 'POST /api/login',
    url: () => '/api/login',
    send: (c) => ({ payload: { email: c.loginTarget.email, password: c.loginTarget.password } }),
    expected: everyone(200),
  },
  { route: 'GET /api/logout', url: () => '/api/logout', expected: everyone(200) },
  { route: 'POST /api/logout', url: () => '/api/logout', expected: everyone(200) },
  { route: 'GET /api/session', url: () => '/api/session', expected: everyone(200) },
  {
    route: 'GET /api/users/check-username-availability',
    url: () => '/api/users/check-username-availability?user_name=someone',
    expected: everyone(200),
  },
  {
    route: 'GET /api/users/check-email-availability',
    url: () => '/api/users/check-email-availability?email=a@b.cd',
    expected: everyone(200),
  },
  {
    route: 'POST /api/reset-password',
    url: () => '/api/reset-password',
    send: (c) => ({ payload: { email: `${c.unique()}@example.test`, lang: 'fr' } }),
    expected: everyone(200),
  },
  {
    route: 'POST /api/reset-password/check',
    url: () => '/api/reset-password/check',
    send: () => ({ payload: { token: 'not-a-real-token' } }),
    expected: everyone(200),
  },
  {
    route: 'POST /api/reset-password/confirm',
    url: () => '/api/reset-password/confirm',
    send: () => ({ payload: { token: 'not-a-real-token', password: 'Password123' } }),
    expected: everyone(400),
  },
  // First: the next two rows end the owner's other sessions, this one included.
  {
    route: 'DELETE /api/account/sessions/{id}',
    url: (c) => `/api/account/sessions/${c.ownerSession}`,
    expected: { visitor: 401, other: 404, owner: 200, admin: 404 },
  },
  {
    route: 'PUT /api/account/password',
    url: () => '/api/account/password',
    // The same password again: every caller keeps the one the other rows sign in with.
    send: () => ({ payload: { current_password: 'Password123', new_password: 'Password123' } }),
    expected: signedIn(200),
  },
  { route: 'GET /api/account/sessions', url: () => '/api/account/sessions', expected: signedIn(200) },
  { route: 'DELETE /api/account/sessions', url: () => '/api/account/sessions', expected: signedIn(200) },
  {
    // The right password but not the caller's name as the confirmation: past the guard, nobody's account goes.
    route: 'DELETE /api/account',
    url: () => '/api/account',
    send: () => ({ payload: { password: 'Password123', confirm: 'DELETE' } }),
    expected: signedIn(400),
  },
  {
    // Each caller asks for an address of their own; nothing changes until a link is opened.
    route: 'PUT /api/account/email',
    url: () => '/api/account/email',
    send: (c) => ({ payload: { password: 'Password123', email: `${c.unique()}@example.test` } }),
    expected: signedIn(200),
  },
  { route: 'GET /api/account/email', url: () => '/api/account/email', expected: signedIn(200) },
  {
    // The link's token is the only key: signed in or not, an unknown one is refused alike.
    route: 'POST /api/account/email/confirm',
    url: () => '/api/account/email/confirm',
    send: () => ({ payload: { token: 'not-a-real-token' } }),
    expected: everyone(400),
  },
  {
    route: 'PUT /api/account/lang',
    url: () => '/api/account/lang',
    send: () => ({ payload: { lang: 'fr' } }),
    expected: signedIn(200),
  },
  // Notification settings: the caller's own, from the session.
  {
    route: 'GET /api/account/notification-settings',
    url: () => '/api/account/notification-settings',
    expected: signedIn(200),
  },
  {
    route: 'PUT /api/account/notification-settings',
    url: () => '/api/account/notification-settings',
    send: () => ({ payload: { muted: [], weekly_digest: false } }),
    expected: signedIn(200),
  },
  // "Download my data": each caller's own archive; another's is a 404 like an unknown one.
  { route: 'POST /api/account/exports', url: () => '/api/account/exports', expected: signedIn(202) },
  { route: 'GET /api/account/exports/latest', url: () => '/api/account/exports/latest', expected: signedIn(200) },
  {
    route: 'GET /api/account/exports/{exportId}/download',
    url: (c) => `/api/account/exports/${c.ownerExport}/download`,
    expected: { visitor: 401, other: 404, owner: 200, admin: 404 },
  },

  // Imports from other services: each caller's own; another's import is a 404 like an unknown one.
  {
    route: 'POST /api/imports',
    url: () => '/api/imports',
    send: () => importUpload(fixture('trakt-list.json')),
    expected: signedIn(202),
  },
  { route: 'GET /api/imports/latest', url: () => '/api/imports/latest', expected: signedIn(200) },
  {
    route: 'GET /api/imports/{importId}',
    url: (c) => `/api/imports/${c.ownerImport}`,
    expected: { visitor: 401, other: 404, owner: 200, admin: 404 },
  },
  {
    route: 'POST /api/imports/{importId}/choices',
    url: (c) => `/api/imports/${c.ownerImport}/choices`,
    send: () => ({ payload: { choices: [{ row: 0, pick: null }] } }),
    expected: { visitor: 401, other: 404, owner: 200, admin: 404 },
  },

  // Profiles
  { route: 'GET /api/user/{id}', url: (c) => `/api/user/${c.owner.id}`, expected: everyone(200) },
  { route: 'GET /api/user/{id}/badges', url: (c) => `/api/user/${c.owner.id}/badges`, expected: everyone(200) },
  { route: 'GET /api/user/{id}/stats', url: (c) => `/api/user/${c.owner.id}/stats`, expected: everyone(200) },
  {
    route: 'PUT /api/update/{userId}',
    url: (c) => `/api/update/${c.owner.id}`,
    send: (c) => ({ payload: { username: c.owner.user_name, city: 'Rennes' } }),
    expected: selfOnly(200),
  },
  {
    route: 'POST /api/uploads/avatar',
    url: () => '/api/uploads/avatar',
    send: (c) => imageUpload(c.avatarPng),
    expected: signedIn(200),
  },

  // Lists, likes, items and seen marks
  {
    route: 'POST /api/list/create/{userId}',
    url: (c) => `/api/list/create/${c.owner.id}`,
    send: () => ({ payload: { title: 'Matrix' } }),
    expected: selfOnly(201),
  },
  {
    route: 'GET /api/list/getById/{listId}/user/{userId}',
    url: (c) => `/api/list/getById/${c.lists.hidden}/user/0`,
    expected: { visitor: 404, other: 404, owner: 200, admin: 200 },
  },
  {
    route: 'PUT /api/list/update/{listId}',
    url: (c) => `/api/list/update/${c.lists.open}`,
    send: () => ({ payload: { title: 'Matrix', description: '', privacy: 'public' } }),
    expected: { visitor: 401, other: 403, owner: 200, admin: 403 },
  },
  {
    route: 'DELETE /api/list/{id}',
    url: (c) => `/api/list/${c.deletable()}`,
    expected: { visitor: 401, other: 403, owner: 200, admin: 200 },
  },
  {
    route: 'GET /api/lists/getByUserId/{userId}',
    url: (c) => `/api/lists/getByUserId/${c.owner.id}?paginate=true`,
    expected: everyone(200),
  },
  { route: 'GET /api/user/{userId}/lists', url: (c) => `/api/user/${c.owner.id}/lists`, expected: everyone(200) },
  {
    route: 'POST /api/lists/getAllListsFiltered/',
    url: () => '/api/lists/getAllListsFiltered/',
    send: () => ({ payload: { tags: ['horror'] } }),
    expected: everyone(200),
  },
  {
    route: 'GET /api/lists/getAllListsFiltered/',
    url: () => '/api/lists/getAllListsFiltered/?title=matrix',
    expected: everyone(200),
  },
  {
    route: 'PUT /api/list/{id}/like/{userId}',
    url: (c) => `/api/list/${c.lists.open}/like/${c.owner.id}`,
    expected: selfOnly(200),
  },
  {
    route: 'GET /api/list/{id}/likers',
    url: (c) => `/api/list/${c.lists.hidden}/likers`,
    expected: { visitor: 404, other: 404, owner: 200, admin: 200 },
  },
  // Follows and the feed: a member follows anyone but themself (400).
  { route: 'GET /api/user/{userId}/follow', url: (c) => `/api/user/${c.owner.id}/follow`, expected: everyone(200) },
  {
    route: 'PUT /api/user/{userId}/follow',
    url: (c) => `/api/user/${c.owner.id}/follow`,
    expected: { visitor: 401, other: 200, owner: 400, admin: 200 },
  },
  {
    route: 'DELETE /api/user/{userId}/follow',
    url: (c) => `/api/user/${c.owner.id}/follow`,
    expected: { visitor: 401, other: 200, owner: 400, admin: 200 },
  },
  {
    route: 'GET /api/user/{userId}/followers',
    url: (c) => `/api/user/${c.owner.id}/followers`,
    expected: everyone(200),
  },
  {
    route: 'GET /api/user/{userId}/following',
    url: (c) => `/api/user/${c.owner.id}/following`,
    expected: everyone(200),
  },
  { route: 'GET /api/feed', url: () => '/api/feed', expected: signedIn(200) },
  { route: 'GET /api/feed/suggestions', url: () => '/api/feed/suggestions', expected: everyone(200) },
  {
    route: 'PUT /api/{listId}/content',
    url: (c) => `/api/${c.lists.open}/content`,
    send: () => ({ payload: { provider_id: 603, title: 'The Matrix', type: 'movie' } }),
    expected: { visitor: 401, other: 403, owner: 200, admin: 403 },
  },
  {
    route: 'DELETE /api/{listId}/content/{contentId}',
    url: (c) => `/api/${c.lists.open}/content/${c.lists.removable}`,
    expected: { visitor: 401, other: 403, owner: 200, admin: 403 },
  },
  {
    route: 'PUT /api/list/{listId}/content/order',
    url: (c) => `/api/list/${c.lists.ordered}/content/order`,
    send: (c) => ({ payload: { ids: [...c.lists.orderedIds].reverse() } }),
    expected: { visitor: 401, other: 403, owner: 200, admin: 403 },
  },
  {
    route: 'PUT /api/list/{listId}/content/{contentId}/note',
    url: (c) => `/api/list/${c.lists.open}/content/${c.lists.item}/note`,
    send: () => ({ payload: { note: 'Culte.' } }),
    expected: { visitor: 401, other: 403, owner: 200, admin: 403 },
  },
  {
    route: 'PUT /api/content/{contentId}/seen/{userId}',
    url: (c) => `/api/content/${c.lists.item}/seen/${c.owner.id}`,
    expected: selfOnly(200),
  },
  {
    route: 'GET /api/lists/{id}/preview.png',
    url: (c) => `/api/lists/${c.lists.open}/preview.png`,
    expected: everyone(200),
  },
  {
    route: 'GET /api/lists/getCountByProviderId/{id}',
    url: () => '/api/lists/getCountByProviderId/603?type=movie',
    expected: everyone(200),
  },

  // Notifications: the owner's own only
  {
    route: 'GET /api/user/{userId}/notifications/unseen',
    url: (c) => `/api/user/${c.owner.id}/notifications/unseen`,
    expected: selfOnly(200),
  },
  {
    route: 'GET /api/user/{userId}/notifications',
    url: (c) => `/api/user/${c.owner.id}/notifications?page=1`,
    expected: selfOnly(200),
  },
  {
    route: 'PUT /api/user/{userId}/notification/{notificationId}',
    url: (c) => `/api/user/${c.owner.id}/notification/${c.notification}%7D`,
    expected: selfOnly(200),
  },
  {
    route: 'PUT /api/user/{userId}/notifications/seen',
    url: (c) => `/api/user/${c.owner.id}/notifications/seen`,
    expected: selfOnly(200),
  },
  {
    route: 'GET /api/notifications/stream',
    url: () => '/api/notifications/stream',
    expected: signedIn(200),
    probe: async (_c, app, cookie) => {
      const stream = await openEventStream(app, '/api/notifications/stream', cookie);
      stream.close();
      return stream.status;
    },
  },

  // Comments: read by whoever sees the list, written by members, reported by others than their author
  {
    route: 'GET /api/list/{listId}/comments',
    url: (c) => `/api/list/${c.lists.hidden}/comments`,
    expected: { visitor: 404, other: 404, owner: 200, admin: 200 },
  },
  {
    route: 'POST /api/list/{listId}/comments',
    url: (c) => `/api/list/${c.lists.open}/comments`,
    send: () => ({ payload: { body: 'Belle liste' } }),
    expected: signedIn(201),
  },
  {
    route: 'PUT /api/comments/{commentId}',
    url: (c) => `/api/comments/${c.comments.own}`,
    send: () => ({ payload: { body: 'Relu' } }),
    expected: selfOnly(200),
  },
  {
    route: 'DELETE /api/comments/{commentId}',
    url: (c) => `/api/comments/${c.comments.deletable()}`,
    expected: { visitor: 401, other: 403, owner: 200, admin: 200 },
  },
  {
    route: 'POST /api/comments/{commentId}/report',
    url: (c) => `/api/comments/${c.comments.own}/report`,
    send: () => ({ payload: { reason: 'spam' } }),
    expected: { visitor: 401, other: 200, owner: 400, admin: 200 },
  },
  { route: 'GET /api/admin/comment-reports', url: () => '/api/admin/comment-reports', expected: adminOnly(200) },
  {
    route: 'POST /api/admin/comment-reports/{commentId}',
    url: (c) => `/api/admin/comment-reports/${c.comments.own}`,
    send: () => ({ payload: { action: 'dismiss' } }),
    expected: adminOnly(200),
  },

  // Lists made together: the owner invites the admin to their private list, the admin accepts, the
  // owner then removes them (these rows run in this order); the admin is then no editor to remove.
  {
    route: 'GET /api/list/{listId}/editors',
    url: (c) => `/api/list/${c.lists.hidden}/editors`,
    expected: { visitor: 404, other: 404, owner: 200, admin: 200 },
  },
  {
    route: 'POST /api/list/{listId}/editors',
    url: (c) => `/api/list/${c.lists.hidden}/editors`,
    send: (c) => ({ payload: { user_name: c.admin.user_name } }),
    expected: { visitor: 401, other: 404, owner: 201, admin: 403 },
  },
  {
    route: 'PUT /api/list/{listId}/invitation',
    url: (c) => `/api/list/${c.lists.hidden}/invitation`,
    send: () => ({ payload: { accept: true } }),
    expected: { visitor: 401, other: 404, owner: 404, admin: 200 },
  },
  {
    route: 'DELETE /api/list/{listId}/editors/{userId}',
    url: (c) => `/api/list/${c.lists.hidden}/editors/${c.admin.id}`,
    expected: { visitor: 401, other: 404, owner: 200, admin: 404 },
  },
  { route: 'GET /api/account/editing', url: () => '/api/account/editing', expected: signedIn(200) },

  // Admin
  // What can I watch tonight (decision 043): one's services and alerts are one's own (no id to
  // guess); a list's availability and its alert follow who may see the list (its private one here).
  { route: 'GET /api/account/services', url: () => '/api/account/services', expected: signedIn(200) },
  {
    route: 'PUT /api/account/services',
    url: () => '/api/account/services',
    send: () => ({ payload: { region: 'FR', provider_ids: [8] } }),
    expected: signedIn(200),
  },
  {
    route: 'GET /api/list/{listId}/availability',
    url: (c) => `/api/list/${c.lists.hidden}/availability`,
    expected: { visitor: 401, other: 404, owner: 200, admin: 200 },
  },
  { route: 'GET /api/tonight', url: () => '/api/tonight?liked=true', expected: signedIn(200) },
  { route: 'GET /api/alerts', url: () => '/api/alerts', expected: signedIn(200) },
  {
    route: 'GET /api/alerts/titles/{type}/{titleId}',
    url: () => '/api/alerts/titles/movie/603',
    expected: signedIn(200),
  },
  {
    route: 'PUT /api/alerts/titles/{type}/{titleId}',
    url: () => '/api/alerts/titles/movie/603',
    expected: signedIn(200),
  },
  {
    route: 'DELETE /api/alerts/titles/{type}/{titleId}',
    url: () => '/api/alerts/titles/show/1396',
    expected: signedIn(200),
  },
  {
    route: 'GET /api/alerts/lists/{listId}',
    url: (c) => `/api/alerts/lists/${c.lists.hidden}`,
    expected: { visitor: 401, other: 404, owner: 200, admin: 200 },
  },
  {
    route: 'PUT /api/alerts/lists/{listId}',
    url: (c) => `/api/alerts/lists/${c.lists.hidden}`,
    expected: { visitor: 401, other: 404, owner: 200, admin: 200 },
  },
  // Unfollowing is idempotent and shows nothing of the list: a list one cannot see is simply not followed.
  {
    route: 'DELETE /api/alerts/lists/{listId}',
    url: (c) => `/api/alerts/lists/${c.lists.hidden}`,
    expected: signedIn(200),
  },
  {
    route: 'PUT /api/alerts/mail',
    url: () => '/api/alerts/mail',
    send: () => ({ payload: { mail: 'instant' } }),
    expected: signedIn(200),
  },
  { route: 'POST /api/admin/availability-check', url: () => '/api/admin/availability-check', expected: adminOnly(200) },

  { route: 'GET /api/admin/outbox', url: () => '/api/admin/outbox', expected: adminOnly(200) },
  { route: 'GET /api/admin/stats', url: () => '/api/admin/stats', expected: adminOnly(200) },
  { route: 'GET /api/users/getAll', url: () => '/api/users/getAll?page=1&q=matrix', expected: adminOnly(200) },
  { route: 'GET /api/lists/getAll', url: () => '/api/lists/getAll?page=1', expected: adminOnly(200) },
  { route: 'GET /api/admin/likes', url: () => '/api/admin/likes', expected: adminOnly(200) },
  { route: 'GET /api/admin/badges', url: () => '/api/admin/badges', expected: adminOnly(200) },
  { route: 'GET /api/admin/moderation', url: () => '/api/admin/moderation', expected: adminOnly(200) },
  { route: 'GET /api/check-badges', url: () => '/api/check-badges', expected: adminOnly(200) },
  {
    route: 'POST /api/uploads/badge',
    url: () => '/api/uploads/badge',
    send: (c) => imageUpload(c.avatarPng),
    expected: adminOnly(200),
  },
  {
    route: 'POST /api/badge',
    url: () => '/api/badge',
    send: (c) => ({
      payload: {
        name: 'Matrice',
        name_en: 'Matrix',
        description: 'Donné à la main.',
        description_en: 'Given by hand.',
        icon: c.badgeIcon,
        rule: 'manual',
      },
    }),
    expected: adminOnly(201),
  },
  {
    route: 'POST /api/admin/badges/{id}/award',
    url: (c) => `/api/admin/badges/${c.handBadge}/award`,
    send: (c) => ({ payload: { user_id: c.other.id } }),
    expected: adminOnly(200),
  },
  {
    route: 'PUT /api/admin/lists/{id}/private',
    url: (c) => `/api/admin/lists/${c.deletable()}/private`,
    expected: adminOnly(200),
  },
  {
    route: 'PUT /api/admin/users/{id}/suspension',
    url: (c) => `/api/admin/users/${c.suspendable.id}/suspension`,
    send: () => ({ payload: { suspended: true } }),
    expected: adminOnly(200),
  },
  {
    route: 'DELETE /api/admin/users/{id}',
    url: (c) => `/api/admin/users/${c.deletableMember.id}`,
    expected: adminOnly(200),
  },

  // The API's documentation (hidden from the document it serves)
  { route: 'GET /api/docs', url: () => '/api/docs', expected: everyone(200) },
  { route: 'GET /api/docs/json', url: () => '/api/docs/json', expected: everyone(200) },
  { route: 'GET /api/docs/yaml', url: () => '/api/docs/yaml', expected: everyone(200) },
  { route: 'GET /api/docs/static/index.html', url: () => '/api/docs/static/index.html', expected: everyone(302) },
  {
    route: 'GET /api/docs/static/swagger-initializer.js',
    url: () => '/api/docs/static/swagger-initializer.js',
    expected: everyone(200),
  },
  { route: 'GET /api/docs/static/*', url: () => '/api/docs/static/swagger-ui.css', expected: everyone(200) },

  // The catalogue: the same for everyone
  { route: 'GET /api/catalog/info', url: () => '/api/catalog/info', expected: everyone(200) },
  {
    route: 'GET /api/catalog/movies/search',
    url: () => '/api/catalog/movies/search?query=matrix',
    expected: everyone(200),
  },
  { route: 'GET /api/catalog/shows/search', url: () => '/api/catalog/shows/search', expected: everyone(200) },
  {
    route: 'GET /api/catalog/movies/upcoming',
    url: () => '/api/catalog/movies/upcoming?region=FR',
    expected: everyone(200),
  },
  { route: 'GET /api/catalog/shows/top-rated', url: () => '/api/catalog/shows/top-rated', expected: everyone(200) },
  { route: 'GET /api/catalog/movies/{id}', url: () => '/api/catalog/movies/603', expected: everyone(200) },
  { route: 'GET /api/catalog/shows/{id}', url: () => '/api/catalog/shows/1396', expected: everyone(200) },
  {
    route: 'GET /api/catalog/{kind}/{id}/providers',
    url: () => '/api/catalog/movie/603/providers?region=CA',
    expected: everyone(200),
  },
  { route: 'GET /api/catalog/genres/{kind}', url: () => '/api/catalog/genres/tv', expected: everyone(200) },
  {
    route: 'GET /api/catalog/watch-providers/{kind}',
    url: () => '/api/catalog/watch-providers/movie?region=FR',
    expected: everyone(200),
  },
  { route: 'GET /api/catalog/regions', url: () => '/api/catalog/regions', expected: everyone(200) },
  {
    route: 'GET /api/catalog/discover/{kind}',
    url: () => '/api/catalog/discover/movie?genres=18|35&page=1',
    expected: everyone(200),
  },
  { route: 'GET /api/catalog/videos/trending', url: () => '/api/catalog/videos/trending', expected: everyone(200) },
  {
    route: 'GET /api/catalog/videos/search',
    url: () => '/api/catalog/videos/search?q=grenier',
    expected: everyone(200),
  },
  { route: 'GET /api/catalog/videos/{id}', url: () => '/api/catalog/videos/Msz3-l4W9IM', expected: everyone(200) },
  { route: 'GET /api/catalog/podcasts/top', url: () => '/api/catalog/podcasts/top', expected: everyone(200) },
  {
    route: 'GET /api/catalog/podcasts/search',
    url: () => '/api/catalog/podcasts/search?term=histoire',
    expected: everyone(200),
  },
  {
    route: 'GET /api/catalog/images/poster/{kind}/{file}',
    url: () => '/api/catalog/images/poster/tv/1396.svg',
    expected: everyone(200),
  },
  {
    route: 'GET /api/catalog/images/logo/{file}',
    url: () => '/api/catalog/images/logo/8.svg',
    expected: everyone(200),
  },
  // The live catalogue's images: offline here, the title's drawing stands in (no outside call).
  {
    route: 'GET /api/catalog/images/poster/{kind}/{id}/{file}',
    url: () => '/api/catalog/images/poster/tv/1396/abc.jpg?w=342',
    expected: everyone(200),
  },
  {
    route: 'GET /api/catalog/images/backdrop/{kind}/{id}/{file}',
    url: () => '/api/catalog/images/backdrop/tv/1396/abc.jpg',
    expected: everyone(200),
  },
  {
    route: 'GET /api/catalog/images/profile/{file}',
    url: () => '/api/catalog/images/profile/abc.jpg',
    expected: everyone(200),
  },
  {
    route: 'GET /api/catalog/images/logo/{id}/{file}',
    url: () => '/api/catalog/images/logo/8/abc.jpg',
    expected: everyone(200),
  },
];

async function publicIdOfNewSession(t: TestApp, user: TestUser): Promise<string> {
  const session = await createSession(t.app.db, user.id, false);
  const [row] = await t.database.db
    .select({ publicId: sessions.publicId })
    .from(sessions)
    .where(eq(sessions.idHash, sha256(session.id)));
  return row?.publicId ?? '';
}

async function readyExportOf(t: TestApp, user: TestUser): Promise<string> {
  const archive = Buffer.from('PK\x05\x06'.padEnd(22, '\0'), 'latin1');
  const [row] = await t.database.db
    .insert(dataExports)
    .values({
      userId: user.id,
      status: 'ready',
      archive,
      byteSize: archive.length,
      readyAt: new Date(),
      expiresAt: new Date(Date.now() + 3_600_000),
    })
    .returning({ publicId: dataExports.publicId });
  return row?.publicId ?? '';
}

/** Comments of `author` on their list `listId`, written through the API. */
async function commentsOf(t: TestApp, author: TestUser, listId: number, count: number): Promise<number[]> {
  const cookie = await cookieFor(t.app, author);
  const ids: number[] = [];
  for (let index = 0; index < count; index++) {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/list/${listId}/comments`,
      payload: { body: `Commentaire ${index}` },
      headers: { ...csrf, cookie },
    });
    ids.push(response.json<{ comment: { id: number } }>().comment.id);
  }
  return ids;
}

describe('authorization matrix', () => {
  let t: TestApp;
  let c: MatrixContext;

  beforeAll(async () => {
    t = await createTestApp();
    const owner = await createUser(t.app);
    const avatarPng = await solidPng(32, '#c84');
    const upload = await uploadImage(t.app, 'avatar', avatarPng, await cookieFor(t.app, owner));
    await seedReferenceData(t.database.db);
    const open = await makeList(t.app, owner.id, { tags: ['horror'] });
    const ordered = await makeList(t.app, owner.id);
    const deletable = await Promise.all([0, 1, 2, 3, 4, 5, 6, 7].map(() => makeList(t.app, owner.id)));
    const admin = await createAdmin(t.app);
    const badgeUpload = await uploadImage(t.app, 'badge', avatarPng, await cookieFor(t.app, admin));
    const [notification] = await t.database.db
      .insert(notifications)
      .values({ userId: owner.id, type: 'information', code: 'admin_message', params: { text: 'Bienvenue' } })
      .returning({ id: notifications.id });
    const [handBadge] = await t.database.db
      .insert(badges)
      .values({
        name: 'À la main',
        nameEn: 'By hand',
        description: 'd',
        descriptionEn: 'd',
        icon: '/badges/lists-1.svg',
        rule: 'manual',
      })
      .returning({ id: badges.id });
    c = {
      lists: {
        open,
        hidden: await makeList(t.app, owner.id, { privacy: 'private' }),
        ordered,
        orderedIds: [await addItem(t.app, ordered), await addItem(t.app, ordered)],
        item: await addItem(t.app, open),
        removable: await addItem(t.app, open),
      },
      deletable: () => deletable.shift() ?? 0,
      owner,
      other: await createUser(t.app),
      admin,
      notification: notification?.id ?? 0,
      badgeIcon: badgeUpload.json<{ url: string }>().url,
      handBadge: handBadge?.id ?? 0,
      suspendable: await createUser(t.app),
      deletableMember: await createUser(t.app),
      ownerSession: await publicIdOfNewSession(t, owner),
      ownerImport: await doneImportOf(t.database.db, owner.id),
      ownerExport: await readyExportOf(t, owner),
      comments: await commentsOf(t, owner, open, 5).then(([own = 0, ...deletable]) => ({
        own,
        deletable: () => deletable.shift() ?? 0,
      })),
      loginTarget: await createUser(t.app),
      ownerUpload: upload.json<{ url: string }>().url,
      avatarPng,
      unique: () => uniqueUserName('matrix'),
    };
  });
  afterAll(async () => t.close());

  const cases = MATRIX.flatMap((row) =>
    CALLERS.map((caller) => [row.route, caller, row.expected[caller], row] as const),
  );

  it.each(cases)('%s as %s → %i', async (_route, caller, expected, row) => {
    const user = caller === 'visitor' ? undefined : c[caller];
    const cookie = user ? await cookieFor(t.app, user) : undefined;
    const [method = 'GET'] = row.route.split(' ');
    if (row.probe) {
      expect(await row.probe(c, t.app, cookie)).toBe(expected);
      return;
    }
    const { payload, headers } = row.send?.(c) ?? {};
    const response = await t.app.inject({
      method: method as 'GET',
      url: row.url(c),
      remoteAddress: uniqueAddress(),
      payload: payload as string | Buffer | object | undefined,
      headers: { ...csrf, ...(cookie ? { cookie } : {}), ...headers },
    });
    expect(response.statusCode, response.body).toBe(expected);
  });

  it('has a row for every API route, hidden ones included, and no row for a route that does not exist', () => {
    const routes = t.app.routeList
      .filter((route) => route.url.startsWith('/api/'))
      .map((route) => `${route.method} ${route.url}`);
    const covered = new Set(MATRIX.map((row) => row.route));
    expect(routes.filter((route) => !covered.has(route))).toEqual([]);
    expect([...covered].filter((route) => !routes.includes(route))).toEqual([]);
  });
});
