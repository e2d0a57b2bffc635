import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  badges,
  comments,
  follows,
  items,
  likes,
  listAlerts,
  listEditors,
  listItems,
  notifications,
  notificationSettings,
  seenMarks,
  titleAlerts,
  uploads,
  userBadges,
  users,
  watchSettings,
} from '../db/schema/index.js';
import { createUser, type TestUser } from './auth-helpers.js';
import { makeList } from './list-helpers.js';

/** Titles and notes a CSV must carry whole: commas, quotes, accents, a formula, a line break. */
export const TRICKY = {
  quoted: 'Le "Bon", la Brute et l’Étrange',
  formula: '=HYPERLINK("http://evil.test")',
  show: 'Série à suivre',
  video: '@Vidéo, en direct',
  noteQuoted: 'Vu deux fois, "culte" ; à revoir',
  noteFormula: '+33 1 23 45 67 89',
  noteLines: 'Première ligne\nseconde ligne',
} as const;

const AVATAR_ID = 'a'.repeat(31) + '1';
export const AVATAR_BYTES = Buffer.from('RIFF....WEBPVP8 fake image bytes');

async function item(
  app: FastifyInstance,
  type: 'movie' | 'show' | 'youtube',
  providerId: string,
  title: string,
  year: number | null,
) {
  // checked_at set: the items check leaves these titles as they are.
  const [row] = await app.db
    .insert(items)
    .values({ type, providerId, title, snapshot: { year, creator: null }, checkedAt: sql`now()` })
    .returning({ id: items.id });
  return row!.id;
}

export interface ExportFixture {
  member: TestUser;
  other: TestUser;
  lists: { westerns: number; hidden: number };
  otherList: number;
  itemIds: number[];
}

/**
 * A member with everything the archive holds: an avatar, two lists (tags, a description, notes,
 * items of three types in a set order), a like on another's list, seen marks, a badge, notifications.
 */
export async function memberWithData(app: FastifyInstance): Promise<ExportFixture> {
  const member = await createUser(app, { city: 'Lyon', catchline: 'Cinéphile, "sériephile"' });
  const other = await createUser(app);
  await app.db.insert(uploads).values({
    id: AVATAR_ID,
    ownerId: member.id,
    kind: 'avatar',
    mime: 'image/webp',
    width: 32,
    height: 32,
    bytes: AVATAR_BYTES,
  });
  await app.db
    .update(users)
    .set({ avatar: `/api/uploads/${AVATAR_ID}`, lang: 'en' })
    .where(eq(users.id, member.id));

  const westerns = await makeList(app, member.id, {
    title: 'Westerns, « spaghetti » & co',
    description: 'Les meilleurs, "vraiment"',
    tags: ['classic', 'action'],
  });
  const hidden = await makeList(app, member.id, { title: 'Westerns, « spaghetti » & co', privacy: 'private' });
  const unique = `${Date.now() % 1_000_000}`;
  const itemIds = [
    await item(app, 'movie', `91${unique}`, TRICKY.quoted, 1966),
    await item(app, 'movie', `92${unique}`, TRICKY.formula, null),
    await item(app, 'show', `93${unique}`, TRICKY.show, 2019),
    await item(app, 'youtube', `v${unique}`.padEnd(11, 'x'), TRICKY.video, 2024),
  ];
  await app.db.insert(listItems).values([
    // Positions out of insertion order: the archive follows `position`.
    { listId: westerns, itemId: itemIds[1]!, position: 2, note: TRICKY.noteFormula },
    { listId: westerns, itemId: itemIds[0]!, position: 1, note: TRICKY.noteQuoted },
    { listId: westerns, itemId: itemIds[2]!, position: 3, note: TRICKY.noteLines },
    { listId: hidden, itemId: itemIds[3]!, position: 1, note: null },
  ]);
  const otherList = await makeList(app, other.id, { title: 'Polars de Marseille' });
  await app.db.insert(likes).values({ userId: member.id, listId: otherList });
  await app.db.insert(seenMarks).values([
    { userId: member.id, itemId: itemIds[0]!, createdAt: new Date('2025-03-04T10:00:00Z') },
    { userId: member.id, itemId: itemIds[2]!, createdAt: new Date('2025-05-06T10:00:00Z') },
  ]);
  const [badge] = await app.db
    .insert(badges)
    .values({
      name: 'Pionnier',
      nameEn: 'Pioneer',
      description: 'd',
      descriptionEn: 'd',
      icon: '/badges/x.svg',
      rule: 'manual',
    })
    .returning({ id: badges.id });
  await app.db.insert(userBadges).values({ userId: member.id, badgeId: badge!.id });
  await app.db.insert(notifications).values([
    { userId: member.id, type: 'badge', code: 'badge_unlocked', params: { badge: 'Pionnier', badge_en: 'Pioneer' } },
    { userId: member.id, type: 'alert', code: 'admin_message', params: { text: 'Bienvenue' }, seen: true },
  ]);
  // The community: a follow each way, a comment under the other's list, an invitation, settings.
  await app.db.insert(follows).values([
    { followerId: member.id, followeeId: other.id, createdAt: new Date('2025-02-01T10:00:00Z') },
    { followerId: other.id, followeeId: member.id, createdAt: new Date('2025-02-02T10:00:00Z') },
  ]);
  await app.db.insert(comments).values({
    listId: otherList,
    authorId: member.id,
    body: TRICKY.noteLines,
    spoiler: true,
    createdAt: new Date('2025-02-03T10:00:00Z'),
  });
  await app.db.insert(listEditors).values({ listId: otherList, userId: member.id });
  await app.db
    .insert(notificationSettings)
    .values({ userId: member.id, muted: ['like_received'], weeklyDigest: true, arrivalMail: 'instant' });
  // What can I watch tonight: services in France, a title followed on its own, another list followed.
  await app.db.insert(watchSettings).values({ userId: member.id, region: 'FR', providerIds: [8, 119] });
  await app.db.insert(titleAlerts).values({
    userId: member.id,
    mediaType: 'movie',
    providerId: '603',
    title: 'The Matrix',
    arrivals: 1,
    createdAt: new Date('2025-02-04T10:00:00Z'),
  });
  await app.db
    .insert(listAlerts)
    .values({ userId: member.id, listId: otherList, createdAt: new Date('2025-02-05T10:00:00Z') });
  return { member, other, lists: { westerns, hidden }, otherList, itemIds };
}
