import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { badges, comments, dataExports, listEditors, listItems, notifications, sessions } from '../db/schema/index.js';
import { sha256 } from '../lib/tokens.js';
import { createSession } from '../modules/auth/session-store.js';
import { seedReferenceData } from '../db/seed/reference.js';
import type { RegisteredRoute } from '../plugins/route-list.js';
import { createTestApp, type TestApp } from './app.js';
import {
  cookieFor,
  createAdmin,
  createUser,
  csrf,
  loginAs,
  signUp,
  TEST_PASSWORD,
  uniqueAddress,
  uniqueUserName,
  type TestUser,
} from './auth-helpers.js';
import { openEventStream } from './event-stream.js';
import { addItem, makeList } from './list-helpers.js';
import { imageUpload } from './multipart.js';
import { solidPng, uploadImage } from './image-uploads.js';
import { jobsDone } from './jobs.js';
import { doneImportOf, importUpload } from './import-helpers.js';
import { fixture } from '../modules/imports/test-zip.js';
import { freshEmailChangeToken, freshResetToken } from './outbox-files.js';

/**
 * Walks every API route, hidden ones included (as the server registered them, so new routes are
 * walked too), as a visitor, two users and the admin, on each user's resources. Every request sent
 * is one the caller is allowed to make and is built to succeed: it must answer 2xx, so that a route
 * answering 400 or 404 cannot pass without showing anything. No response may carry a password hash,
 * a reset token (the admin's outbox view included), a session id, or another person's email.
 */
type Caller = 'visitor' | 'alice' | 'bruno' | 'admin';
const CALLERS: readonly Caller[] = ['visitor', 'alice', 'bruno', 'admin'];

interface Account extends TestUser {
  uploadUrl: string;
  /** A public list with one item, and a private list. */
  list: number;
  hiddenList: number;
  item: number;
  /** Their comment under their public list (others report it); their private list's comment is `hiddenWords`. */
  comment: number;
}

/** The title of a member's private list made with the other walker: a visitor's answers never carry it. */
const togetherTitle = (user: { user_name: string }) => `Together of ${user.user_name}`;

/** What a member wrote under their private list: no one else's answer may carry it. */
const hiddenWords = (user: { user_name: string }) => `Hidden words of ${user.user_name}`;

interface Sample {
  /** The path, when the route's ids are not simply the target user's id. */
  path?: string;
  query?: string;
  payload?: InjectOptions['payload'];
  headers?: Record<string, string>;
}

const rawSessionId = (cookie: string) => {
  const value = cookie.slice(cookie.indexOf('=') + 1);
  return value.slice(0, value.lastIndexOf('.'));
};

describe('no response leaks secrets or other people’s emails', () => {
  let t: TestApp;
  let accounts: Record<'alice' | 'bruno' | 'admin', Account>;
  let png: Buffer;
  const sessionIds: string[] = [];
  /** Each walker's private list made together with the other walker (creator id → list id). */
  const together = new Map<number, number>();

  async function account(user: TestUser): Promise<Account> {
    const cookie = await loginAs(t.app, user, { remember: true });
    sessionIds.push(rawSessionId(cookie));
    const upload = await uploadImage(t.app, 'avatar', png, cookie, uniqueAddress());
    expect(upload.statusCode).toBe(200);
    const list = await makeList(t.app, user.id, { tags: ['cult'] });
    const item = await addItem(t.app, list);
    const hiddenList = await makeList(t.app, user.id, { privacy: 'private' });
    await addItem(t.app, hiddenList);
    await commentBy(user, hiddenList, hiddenWords(user));
    const comment = await commentBy(user, list);
    return { ...user, uploadUrl: upload.json<{ url: string }>().url, list, hiddenList, item, comment };
  }

  async function registered(prefix: string): Promise<TestUser> {
    const user_name = uniqueUserName(prefix);
    const input = { user_name, email: `${user_name}@example.test`, password: TEST_PASSWORD };
    const response = await signUp(t.app, input);
    expect(response.statusCode).toBe(201);
    return { id: response.json().user.id, ...input, role: 'user' };
  }

  /** Every reset and email-change token ever mailed in this run, read from the local outbox files. */
  async function mailedResetTokens(): Promise<string[]> {
    await jobsDone(t.database);
    const folder = path.join(t.config.dataDir, 'outbox');
    const texts = await Promise.all((await readdir(folder)).map((name) => readFile(path.join(folder, name), 'utf8')));
    return texts.flatMap((text) =>
      [...text.matchAll(/\/(?:reset-password|confirm-email)\/([A-Za-z0-9_-]{20,})/g)].map((match) => match[1] ?? ''),
    );
  }

  beforeAll(async () => {
    t = await createTestApp();
    await seedReferenceData(t.database.db);
    png = await solidPng(16, '#48c');
    accounts = {
      alice: await account(await registered('alice')),
      bruno: await account(await registered('bruno')),
      admin: await account(await createAdmin(t.app)),
    };
    // Each walker edits the other's private list made together, and added an item to it.
    for (const [owner, editor] of [
      [accounts.alice, accounts.bruno],
      [accounts.bruno, accounts.alice],
    ] as const) {
      const listId = await makeList(t.app, owner.id, { privacy: 'private', title: togetherTitle(owner) });
      await t.database.db.insert(listEditors).values({ listId, userId: editor.id, status: 'accepted' });
      await addItem(t.app, listId);
      together.set(owner.id, listId);
    }
    // Live reset links of both users sit in the outbox, where the admin's view could show them.
    for (const user of [accounts.alice, accounts.bruno]) {
      await t.app.inject({
        method: 'POST',
        url: '/api/reset-password',
        headers: csrf,
        remoteAddress: uniqueAddress(),
        payload: { email: user.email, lang: 'en' },
      });
    }
  });
  afterAll(async () => t.close());

  async function secretsFor(caller: Caller): Promise<string[]> {
    const others = Object.entries(accounts)
      .filter(([name]) => name !== caller && caller !== 'admin')
      .flatMap(([, user]) => [user.email, hiddenWords(user)]);
    const togetherTitles = caller === 'visitor' ? [accounts.alice, accounts.bruno].map(togetherTitle) : [];
    return ['$argon2', ...sessionIds, ...(await mailedResetTokens()), ...others, ...togetherTitles];
  }

  const itemIdsOf = async (listId: number) =>
    (await t.database.db.select({ id: listItems.itemId }).from(listItems).where(eq(listItems.listId, listId))).map(
      (row) => row.id,
    );

  /** The request that succeeds for this caller on this target, or null when the caller may not use the route. */
  async function sample(route: string, caller: Caller, target: Account): Promise<Sample | null> {
    const self = caller === 'visitor' ? undefined : accounts[caller];
    switch (route) {
      case 'POST /api/register': {
        const user_name = uniqueUserName('walker');
        return { payload: { user_name, email: `${user_name}@example.test`, password: TEST_PASSWORD } };
      }
      case 'POST /api/login': {
        const user = self ?? (await createUser(t.app));
        return { payload: { email: user.email, password: user.password } };
      }
      case 'POST /api/reset-password':
        // Three requests an hour per address: a fresh account each time keeps the answer a 200.
        return { payload: { email: (await createUser(t.app)).email, lang: 'fr' } };
      case 'POST /api/reset-password/check':
        return { payload: { token: 'not-a-token' } };
      case 'POST /api/reset-password/confirm':
        return { payload: { token: await freshResetToken(t), password: TEST_PASSWORD } };
      case 'PUT /api/account/password':
        return self ? { payload: { current_password: self.password, new_password: self.password } } : null;
      case 'GET /api/account/sessions':
      case 'DELETE /api/account/sessions':
        return self ? {} : null;
      case 'DELETE /api/account':
        return self ? await deletableAccount() : null;
      case 'PUT /api/account/email':
        return self
          ? { payload: { password: self.password, email: `${uniqueUserName('moving')}@example.test` } }
          : null;
      case 'GET /api/account/email':
        return self ? {} : null;
      case 'PUT /api/account/lang':
        return self ? { payload: { lang: 'fr' } } : null;
      case 'GET /api/account/notification-settings':
        return self ? {} : null;
      case 'PUT /api/account/notification-settings':
        return self ? { payload: { muted: ['like_received'], weekly_digest: true } } : null;
      // Follows: one follows (and unfollows) the other walkers, never oneself; the feed is one's own.
      case 'PUT /api/user/{userId}/follow':
      case 'DELETE /api/user/{userId}/follow':
        return self && self.id !== target.id ? {} : null;
      case 'GET /api/feed':
        return self ? {} : null;
      case 'POST /api/account/email/confirm':
        return { payload: { token: await freshEmailChangeToken(t) } };
      case 'DELETE /api/account/sessions/{id}':
        return self ? { path: `/api/account/sessions/${await newSessionOf(self.id)}` } : null;
      // One archive per caller: a second one while the first is queued is a 409.
      case 'POST /api/account/exports':
        return self && target === accounts.alice ? {} : null;
      case 'GET /api/account/exports/latest':
        return self ? {} : null;
      case 'GET /api/account/exports/{exportId}/download':
        return self ? { path: `/api/account/exports/${await readyExportOf(self.id)}/download` } : null;
      // One import per caller: a second one while the first runs is a 409.
      case 'POST /api/imports':
        return self && target === accounts.alice ? importUpload(fixture('trakt-list.json')) : null;
      case 'GET /api/imports/latest':
        return self ? {} : null;
      case 'GET /api/imports/{importId}':
        return self ? { path: `/api/imports/${await doneImportOf(t.app.db, self.id)}` } : null;
      case 'POST /api/imports/{importId}/choices':
        return self
          ? {
              path: `/api/imports/${await doneImportOf(t.app.db, self.id)}/choices`,
              payload: { choices: [{ row: 0, pick: null }] },
            }
          : null;
      case 'PUT /api/update/{userId}':
        return self?.id === target.id ? { payload: { username: self.user_name, avatar: self.uploadUrl } } : null;
      case 'POST /api/contact':
        return { payload: { email: 'reader@example.com', subject: 'Hi', message: 'Hello there.' } };
      case 'POST /api/uploads/avatar':
        return self ? imageUpload(png) : null;
      case 'GET /api/admin/outbox':
      case 'GET /api/admin/stats':
      case 'GET /api/users/getAll':
      case 'GET /api/lists/getAll':
      case 'GET /api/admin/likes':
      case 'GET /api/admin/badges':
      case 'GET /api/admin/moderation':
      case 'GET /api/admin/comment-reports':
      case 'GET /api/check-badges':
        return caller === 'admin' ? {} : null;
      case 'POST /api/uploads/badge':
        return caller === 'admin' ? imageUpload(png) : null;
      case 'POST /api/badge':
        return caller === 'admin'
          ? {
              payload: {
                name: 'Marcheur',
                name_en: 'Walker',
                description: 'À la main.',
                description_en: 'By hand.',
                icon: await badgeIcon(),
                rule: 'manual',
              },
            }
          : null;
      case 'POST /api/admin/badges/{id}/award':
        return caller === 'admin'
          ? { path: `/api/admin/badges/${await handBadge()}/award`, payload: { user_id: target.id } }
          : null;
      case 'PUT /api/admin/lists/{id}/private':
        return caller === 'admin' ? { path: `/api/admin/lists/${await makeList(t.app, target.id)}/private` } : null;
      case 'PUT /api/admin/users/{id}/suspension':
        return caller === 'admin'
          ? { path: `/api/admin/users/${(await createUser(t.app)).id}/suspension`, payload: { suspended: true } }
          : null;
      case 'DELETE /api/admin/users/{id}':
        return caller === 'admin' ? { path: `/api/admin/users/${(await createUser(t.app)).id}` } : null;
      case 'GET /api/user/{userId}/notifications/unseen':
      case 'GET /api/user/{userId}/notifications':
      case 'PUT /api/user/{userId}/notifications/seen':
        return self?.id === target.id ? {} : null;
      case 'PUT /api/user/{userId}/notification/{notificationId}':
        return self?.id === target.id
          ? { path: `/api/user/${self.id}/notification/${await notificationOf(self.id)}` }
          : null;
      case 'GET /api/notifications/stream':
        return self ? {} : null;
      case 'POST /api/list/create/{userId}':
        return self ? { path: `/api/list/create/${self.id}`, payload: { title: 'Walked', tags: ['cult'] } } : null;
      case 'GET /api/list/getById/{listId}/user/{userId}': {
        // The creator (and the admin) also open the private list; the other walker, its editor, the one made together.
        const listId = !self
          ? target.list
          : self.id === target.id || caller === 'admin'
            ? target.hiddenList
            : together.get(target.id);
        return { path: `/api/list/getById/${listId}/user/${self?.id ?? 0}` };
      }
      // Lists made together: everyone signed in here creates, edits or moderates the private one.
      case 'GET /api/list/{listId}/editors':
        return { path: `/api/list/${self ? together.get(target.id) : target.list}/editors` };
      case 'POST /api/list/{listId}/editors':
        return self?.id === target.id
          ? { path: `/api/list/${target.list}/editors`, payload: { user_name: (await createUser(t.app)).user_name } }
          : null;
      case 'DELETE /api/list/{listId}/editors/{userId}':
        return self?.id === target.id
          ? { path: `/api/list/${target.list}/editors/${await invitedTo(target.list)}` }
          : null;
      case 'PUT /api/list/{listId}/invitation':
        return self
          ? { path: `/api/list/${await invitationFor(self.id)}/invitation`, payload: { accept: true } }
          : null;
      case 'GET /api/account/editing':
        return self ? {} : null;
      case 'PUT /api/list/update/{listId}':
        return self?.id === target.id
          ? {
              path: `/api/list/update/${target.list}`,
              payload: { title: 'Walked', description: '', privacy: 'public' },
            }
          : null;
      case 'DELETE /api/list/{id}':
        return self?.id === target.id || caller === 'admin'
          ? { path: `/api/list/${await makeList(t.app, target.id)}` }
          : null;
      case 'PUT /api/list/{id}/like/{userId}':
        return self ? { path: `/api/list/${target.list}/like/${self.id}` } : null;
      case 'GET /api/lists/{id}/preview.png':
        return { path: `/api/lists/${target.list}/preview.png` };
      case 'GET /api/list/{listId}/comments':
        // The creator (and the admin) also read the private list's comments.
        return {
          path: `/api/list/${self && (self.id === target.id || caller === 'admin') ? target.hiddenList : target.list}/comments`,
        };
      case 'POST /api/list/{listId}/comments':
        return self ? { path: `/api/list/${target.list}/comments`, payload: { body: 'Walked by.' } } : null;
      case 'PUT /api/comments/{commentId}':
        return self
          ? { path: `/api/comments/${await commentBy(self, target.list)}`, payload: { body: 'Walked again.' } }
          : null;
      case 'DELETE /api/comments/{commentId}':
        return self ? { path: `/api/comments/${await commentBy(self, target.list)}` } : null;
      case 'POST /api/comments/{commentId}/report':
        return self && self.id !== target.id
          ? { path: `/api/comments/${target.comment}/report`, payload: { reason: 'spam' } }
          : null;
      case 'POST /api/admin/comment-reports/{commentId}':
        return caller === 'admin'
          ? { path: `/api/admin/comment-reports/${target.comment}`, payload: { action: 'dismiss' } }
          : null;
      // What can I watch tonight (decision 043): each member's own services and alerts.
      case 'GET /api/account/services':
      case 'GET /api/tonight':
      case 'GET /api/alerts':
        return self ? {} : null;
      case 'PUT /api/account/services':
        return self ? { payload: { region: 'FR', provider_ids: [8] } } : null;
      case 'PUT /api/alerts/mail':
        return self ? { payload: { mail: 'digest' } } : null;
      case 'GET /api/list/{listId}/availability':
        return self ? { path: `/api/list/${target.list}/availability` } : null;
      case 'GET /api/alerts/titles/{type}/{titleId}':
      case 'PUT /api/alerts/titles/{type}/{titleId}':
      case 'DELETE /api/alerts/titles/{type}/{titleId}':
        return self ? { path: '/api/alerts/titles/movie/603' } : null;
      case 'GET /api/alerts/lists/{listId}':
      case 'PUT /api/alerts/lists/{listId}':
      case 'DELETE /api/alerts/lists/{listId}':
        return self ? { path: `/api/alerts/lists/${target.list}` } : null;
      case 'POST /api/admin/availability-check':
        return caller === 'admin' ? {} : null;
      case 'GET /api/list/{id}/likers':
        return { path: `/api/list/${target.list}/likers` };
      case 'PUT /api/{listId}/content':
        return self?.id === target.id
          ? { path: `/api/${target.list}/content`, payload: { provider_id: 603, title: 'The Matrix', type: 'movie' } }
          : null;
      case 'DELETE /api/{listId}/content/{contentId}':
        return self?.id === target.id
          ? { path: `/api/${target.list}/content/${await addItem(t.app, target.list)}` }
          : null;
      case 'PUT /api/list/{listId}/content/order':
        return self?.id === target.id
          ? { path: `/api/list/${target.list}/content/order`, payload: { ids: await itemIdsOf(target.list) } }
          : null;
      case 'PUT /api/list/{listId}/content/{contentId}/note':
        return self?.id === target.id
          ? { path: `/api/list/${target.list}/content/${target.item}/note`, payload: { note: 'Culte.' } }
          : null;
      case 'PUT /api/content/{contentId}/seen/{userId}':
        return self ? { path: `/api/content/${target.item}/seen/${self.id}` } : null;
      case 'GET /api/lists/getCountByProviderId/{id}':
        return { query: 'type=movie' };
      case 'POST /api/lists/getAllListsFiltered/':
        return { payload: { tags: ['cult'] } };
      case 'GET /api/users/check-username-availability':
        return { query: `user_name=${target.user_name}` };
      case 'GET /api/users/check-email-availability':
        return { query: `email=${encodeURIComponent(target.email)}` };
      // The catalogue: titles, videos and images of the offline catalogue.
      case 'GET /api/catalog/movies/{id}':
        return { path: '/api/catalog/movies/603' };
      case 'GET /api/catalog/shows/{id}':
        return { path: '/api/catalog/shows/1396' };
      case 'GET /api/catalog/{kind}/{id}/providers':
        return { path: '/api/catalog/tv/1396/providers' };
      case 'GET /api/catalog/genres/{kind}':
        return { path: '/api/catalog/genres/movie' };
      case 'GET /api/catalog/watch-providers/{kind}':
        return { path: '/api/catalog/watch-providers/tv' };
      case 'GET /api/catalog/discover/{kind}':
        return { path: '/api/catalog/discover/tv', query: 'genres=18' };
      case 'GET /api/catalog/videos/search':
        return { query: 'q=grenier' };
      case 'GET /api/catalog/videos/{id}':
        return { path: '/api/catalog/videos/Msz3-l4W9IM' };
      case 'GET /api/catalog/podcasts/search':
        return { query: 'term=histoire' };
      case 'GET /api/catalog/images/poster/{kind}/{file}':
        return { path: '/api/catalog/images/poster/movie/603.svg' };
      case 'GET /api/catalog/images/logo/{file}':
        return { path: '/api/catalog/images/logo/8.svg' };
      case 'GET /api/catalog/images/poster/{kind}/{id}/{file}':
        return { path: '/api/catalog/images/poster/movie/603/abc.jpg' };
      case 'GET /api/catalog/images/backdrop/{kind}/{id}/{file}':
        return { path: '/api/catalog/images/backdrop/movie/603/abc.jpg' };
      case 'GET /api/catalog/images/profile/{file}':
        return { path: '/api/catalog/images/profile/abc.jpg' };
      case 'GET /api/catalog/images/logo/{id}/{file}':
        return { path: '/api/catalog/images/logo/8/abc.jpg' };
      default:
        return route.startsWith('GET ') ? {} : { payload: {} };
    }
  }

  async function badgeIcon(): Promise<string> {
    const upload = await uploadImage(t.app, 'badge', png, await cookieFor(t.app, accounts.admin));
    return upload.json<{ url: string }>().url;
  }

  async function handBadge(): Promise<number> {
    const [badge] = await t.database.db
      .insert(badges)
      .values({
        name: 'Main',
        nameEn: 'Hand',
        description: 'd',
        descriptionEn: 'd',
        icon: '/badges/lists-1.svg',
        rule: 'manual',
      })
      .returning({ id: badges.id });
    return badge?.id ?? 0;
  }

  /** A member of their own, signed in, who deletes their account (the walkers keep theirs). */
  async function deletableAccount(): Promise<Sample> {
    const user = await createUser(t.app);
    await makeList(t.app, user.id, { tags: ['cult'] });
    const cookie = await cookieFor(t.app, user);
    sessionIds.push(rawSessionId(cookie));
    return { headers: { cookie }, payload: { password: user.password, confirm: user.user_name } };
  }

  /** The public id of a session opened for this member, for them to end. */
  async function newSessionOf(userId: number): Promise<string> {
    const session = await createSession(t.app.db, userId, false);
    sessionIds.push(session.id);
    const [row] = await t.database.db
      .select({ publicId: sessions.publicId })
      .from(sessions)
      .where(eq(sessions.idHash, sha256(session.id)));
    return row?.publicId ?? '';
  }

  /** The public id of an archive of this member's data, ready to download. */
  async function readyExportOf(userId: number): Promise<string> {
    const archive = Buffer.from('PK\x05\x06'.padEnd(22, '\0'), 'latin1');
    const [row] = await t.database.db
      .insert(dataExports)
      .values({
        userId,
        status: 'ready',
        archive,
        byteSize: archive.length,
        readyAt: new Date(),
        expiresAt: new Date(Date.now() + 3_600_000),
      })
      .returning({ publicId: dataExports.publicId });
    return row?.publicId ?? '';
  }

  /** A comment of this member's under a list, written straight into the database. */
  async function commentBy(author: { id: number }, listId: number, body = 'Walking.'): Promise<number> {
    const [row] = await t.database.db
      .insert(comments)
      .values({ listId, authorId: author.id, body })
      .returning({ id: comments.id });
    return row?.id ?? 0;
  }

  /** A fresh member invited to `listId`; their id. */
  async function invitedTo(listId: number): Promise<number> {
    const member = await createUser(t.app);
    await t.database.db.insert(listEditors).values({ listId, userId: member.id });
    return member.id;
  }

  /** A fresh member's list this member is invited to; its id. */
  async function invitationFor(userId: number): Promise<number> {
    const listId = await makeList(t.app, (await createUser(t.app)).id, { privacy: 'private' });
    await t.database.db.insert(listEditors).values({ listId, userId });
    return listId;
  }

  async function notificationOf(userId: number): Promise<number> {
    const [row] = await t.database.db
      .insert(notifications)
      .values({ userId, type: 'information', code: 'admin_message', params: { text: 'Bonjour' } })
      .returning({ id: notifications.id });
    return row?.id ?? 0;
  }

  const urlOf = (route: RegisteredRoute, target: Account) =>
    route.url
      .replace('/api/uploads/{id}', target.uploadUrl)
      .replace('/api/docs/static/*', '/api/docs/static/swagger-ui.css')
      .replace(/\{[^}]+\}/g, String(target.id));

  const succeeded = new Map<string, Caller[]>();

  it.each(CALLERS)('walks every API route as %s: each request answers 2xx and leaks nothing', async (caller) => {
    const routes = t.app.routeList.filter((route) => route.url.startsWith('/api/'));
    let walked = 0;
    for (const route of routes) {
      const name = `${route.method} ${route.url}`;
      for (const target of [accounts.alice, accounts.bruno]) {
        const request = await sample(name, caller, target);
        if (!request) continue;
        const cookie = caller === 'visitor' ? undefined : await cookieFor(t.app, accounts[caller]);
        if (cookie) sessionIds.push(rawSessionId(cookie));
        const url = request.path ?? urlOf(route, target);
        if (name === 'GET /api/notifications/stream') {
          // An endless response: read its first event over a real socket; it carries only event names.
          const stream = await openEventStream(t.app, url, cookie);
          expect(stream.status).toBe(200);
          expect(await stream.next()).toBe('ready');
          stream.close();
          succeeded.set(name, [...(succeeded.get(name) ?? []), caller]);
          continue;
        }
        const headers = { ...csrf, ...(cookie ? { cookie } : {}), ...request.headers };
        let response = await t.app.inject({
          method: route.method as 'GET',
          url: request.query ? `${url}?${request.query}` : url,
          remoteAddress: uniqueAddress(),
          payload: request.payload,
          headers,
        });
        // The documentation's index redirects to its page: follow it, as a browser would.
        const location = response.headers.location;
        if (response.statusCode === 302 && typeof location === 'string') {
          response = await t.app.inject({
            method: 'GET',
            url: new URL(location, 'http://x/api/docs/static/').pathname,
            headers,
            remoteAddress: uniqueAddress(),
          });
        }
        expect(
          response.statusCode,
          `${name} (${url}) as ${caller}: ${response.body.slice(0, 200)}`,
        ).toBeGreaterThanOrEqual(200);
        expect(response.statusCode, `${name} (${url}) as ${caller}: ${response.body.slice(0, 200)}`).toBeLessThan(300);
        const seen = `${JSON.stringify(response.headers)}\n${response.body}`;
        for (const secret of [...(await secretsFor(caller)), ...(cookie ? [rawSessionId(cookie)] : [])]) {
          expect(seen.includes(secret), `${name} (${url}) as ${caller} leaks ${secret.slice(0, 12)}…`).toBe(false);
        }
        succeeded.set(name, [...(succeeded.get(name) ?? []), caller]);
        walked += 1;
      }
    }
    expect(walked).toBeGreaterThan(40);
  });

  it('walked every route, hidden ones included, successfully as someone', () => {
    const routes = t.app.routeList
      .filter((route) => route.url.startsWith('/api/'))
      .map((route) => `${route.method} ${route.url}`);
    expect(routes).toContain('GET /api/docs/json');
    expect(routes.filter((route) => !succeeded.has(route))).toEqual([]);
  });
});
