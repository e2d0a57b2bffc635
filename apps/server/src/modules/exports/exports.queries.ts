import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  badges,
  comments,
  follows,
  items,
  listAlerts,
  listEditors,
  likes,
  listItems,
  listTags,
  lists,
  notifications,
  notificationSettings,
  seenMarks,
  tags,
  titleAlerts,
  uploads,
  userBadges,
  users,
  watchSettings,
} from '../../db/schema/index.js';
import { listsVisibleTo } from '../lists/index.js';
import { uploadIdFromUrl } from '../uploads/index.js';

/** An item as the archive names it, in lists and seen marks alike; its year only when the snapshot has one. */
const itemColumns = {
  itemId: items.id,
  type: items.type,
  providerId: items.providerId,
  title: items.title,
  year: sql<
    number | null
  >`case when jsonb_typeof(${items.snapshot} -> 'year') = 'number' then (${items.snapshot} ->> 'year')::int end`,
};

/**
 * Everything the archive holds of one member, read with one query per table (joins for the names
 * a row points to), whatever the number of lists: never a query per list or per item.
 */
export async function readMemberData(db: Db, userId: number) {
  const [profile] = await db
    .select({
      id: users.id,
      userName: users.userName,
      email: users.email,
      role: users.role,
      avatar: users.avatar,
      country: users.country,
      city: users.city,
      catchline: users.catchline,
      introduction: users.introduction,
      lang: users.lang,
      createdAt: users.createdAt,
      updatedAt: users.updatedAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!profile) return null;
  const ownLists = db.select({ id: lists.id }).from(lists).where(eq(lists.creatorId, userId));
  const avatarId = uploadIdFromUrl(profile.avatar);
  // Another member's list made private since keeps the like but not its title: it is no longer ours to
  // see, unless we edit it with them (or were invited to).
  const visible = listsVisibleTo({ id: userId, admin: false });
  const [memberLists, entries, listTagRows, liked, seen, unlocked, notes, avatar] = await Promise.all([
    db
      .select({
        id: lists.id,
        title: lists.title,
        description: lists.description,
        privacy: lists.privacy,
        type: lists.type,
        likesCount: lists.likesCount,
        createdAt: lists.createdAt,
        updatedAt: lists.updatedAt,
      })
      .from(lists)
      .where(eq(lists.creatorId, userId))
      .orderBy(asc(lists.createdAt), asc(lists.id)),
    db
      .select({
        listId: listItems.listId,
        position: listItems.position,
        note: listItems.note,
        addedAt: listItems.addedAt,
        ...itemColumns,
      })
      .from(listItems)
      .innerJoin(items, eq(items.id, listItems.itemId))
      .where(inArray(listItems.listId, ownLists))
      .orderBy(asc(listItems.listId), asc(listItems.position), asc(listItems.addedAt)),
    db
      .select({ listId: listTags.listId, name: tags.name, nameFr: tags.nameFr })
      .from(listTags)
      .innerJoin(tags, eq(tags.id, listTags.tagId))
      .where(inArray(listTags.listId, ownLists))
      .orderBy(asc(tags.name)),
    db
      .select({
        listId: likes.listId,
        likedAt: likes.createdAt,
        title: sql<string | null>`case when ${visible} then ${lists.title} end`,
        creator: sql<string | null>`case when ${visible} then ${users.userName} end`,
      })
      .from(likes)
      .innerJoin(lists, eq(lists.id, likes.listId))
      .innerJoin(users, eq(users.id, lists.creatorId))
      .where(eq(likes.userId, userId))
      .orderBy(desc(likes.createdAt), desc(likes.listId)),
    db
      .select({
        ...itemColumns,
        seenAt: seenMarks.createdAt,
      })
      .from(seenMarks)
      .innerJoin(items, eq(items.id, seenMarks.itemId))
      .where(eq(seenMarks.userId, userId))
      .orderBy(asc(seenMarks.createdAt), asc(items.id)),
    db
      .select({
        key: badges.key,
        name: badges.name,
        nameEn: badges.nameEn,
        description: badges.description,
        descriptionEn: badges.descriptionEn,
        unlockedAt: userBadges.unlockedAt,
      })
      .from(userBadges)
      .innerJoin(badges, eq(badges.id, userBadges.badgeId))
      .where(eq(userBadges.userId, userId))
      .orderBy(asc(userBadges.unlockedAt), asc(badges.id)),
    db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(desc(notifications.createdAt), desc(notifications.id)),
    avatarId
      ? db
          .select({ id: uploads.id, mime: uploads.mime, bytes: uploads.bytes })
          .from(uploads)
          .where(and(eq(uploads.id, avatarId), eq(uploads.ownerId, userId)))
      : Promise.resolve([]),
  ]);
  return {
    profile,
    community: await readCommunityData(db, userId, visible),
    streaming: await readStreamingData(db, userId, visible),
    lists: memberLists,
    entries,
    listTags: listTagRows,
    liked,
    seen,
    badges: unlocked,
    notifications: notes,
    avatar: avatar[0] ?? null,
  };
}

/**
 * What the member did in the community: whom they follow and who follows them (names are public on
 * their pages), their comments, the lists they edit with others, their notification settings. The
 * title of a list made private since is left out, as for likes.
 */
async function readCommunityData(db: Db, userId: number, visible: ReturnType<typeof or>) {
  type FollowColumn = typeof follows.followerId | typeof follows.followeeId;
  /** The members at one end of the member's follows: `them` names the other end, `me` the member's. */
  const people = (them: FollowColumn, me: FollowColumn) =>
    db
      .select({ userName: users.userName, since: follows.createdAt })
      .from(follows)
      .innerJoin(users, eq(users.id, them))
      .where(eq(me, userId))
      .orderBy(asc(follows.createdAt), asc(users.id));
  const [following, followers, written, editing, settings] = await Promise.all([
    people(follows.followeeId, follows.followerId),
    people(follows.followerId, follows.followeeId),
    db
      .select({
        listId: comments.listId,
        listTitle: sql<string | null>`case when ${visible} then ${lists.title} end`,
        body: comments.body,
        spoiler: comments.spoiler,
        createdAt: comments.createdAt,
        editedAt: comments.editedAt,
      })
      .from(comments)
      .innerJoin(lists, eq(lists.id, comments.listId))
      .where(eq(comments.authorId, userId))
      .orderBy(asc(comments.createdAt), asc(comments.id)),
    db
      .select({ listId: listEditors.listId, title: lists.title, status: listEditors.status })
      .from(listEditors)
      .innerJoin(lists, eq(lists.id, listEditors.listId))
      .where(eq(listEditors.userId, userId))
      .orderBy(asc(listEditors.invitedAt), asc(listEditors.listId)),
    db
      .select({
        muted: notificationSettings.muted,
        weeklyDigest: notificationSettings.weeklyDigest,
        arrivalMail: notificationSettings.arrivalMail,
      })
      .from(notificationSettings)
      .where(eq(notificationSettings.userId, userId)),
  ]);
  return { following, followers, comments: written, editing, settings: settings[0] ?? null };
}

export type MemberData = NonNullable<Awaited<ReturnType<typeof readMemberData>>>;

/**
 * What can I watch tonight (docs/decisions/043-streaming-availability-and-alerts.md): the member's
 * country and services, the titles they follow (on their own or through a list) and the lists they
 * follow; a list no longer theirs to see keeps its id, not its title.
 */
async function readStreamingData(db: Db, userId: number, visible: ReturnType<typeof or>) {
  const [settings, titles, followedLists] = await Promise.all([
    db
      .select({
        region: watchSettings.region,
        providerIds: watchSettings.providerIds,
        updatedAt: watchSettings.updatedAt,
      })
      .from(watchSettings)
      .where(eq(watchSettings.userId, userId)),
    db
      .select({
        type: titleAlerts.mediaType,
        providerId: titleAlerts.providerId,
        title: titleAlerts.title,
        direct: titleAlerts.direct,
        arrivals: titleAlerts.arrivals,
        createdAt: titleAlerts.createdAt,
      })
      .from(titleAlerts)
      .where(eq(titleAlerts.userId, userId))
      .orderBy(asc(titleAlerts.createdAt), asc(titleAlerts.mediaType), asc(titleAlerts.providerId)),
    db
      .select({
        listId: listAlerts.listId,
        title: sql<string | null>`case when ${visible} then ${lists.title} end`,
        createdAt: listAlerts.createdAt,
      })
      .from(listAlerts)
      .innerJoin(lists, eq(lists.id, listAlerts.listId))
      .where(eq(listAlerts.userId, userId))
      .orderBy(asc(listAlerts.createdAt), asc(listAlerts.listId)),
  ]);
  return { settings: settings[0] ?? null, titles, lists: followedLists };
}
