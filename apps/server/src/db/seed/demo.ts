import { randomBytes } from 'node:crypto';
import { AVATAR_SIZE_PX } from '@pepites/contracts';
import { eq, inArray, sql } from 'drizzle-orm';
import { hashPassword } from '../../lib/password.js';
import { userNameKey } from '../../lib/user-name-key.js';
import { toSearchText } from '../../lib/search-text.js';
import type { Db } from '../client.js';
import { badges, follows, items, likes, listItems, lists, listTags, tags, userBadges, users } from '../schema/index.js';
import { initialsAvatar } from './avatar.js';
import { DEMO_ITEMS, demoItemKey, type DemoItem } from './demo-catalog.js';
import { DEMO_EMAIL_DOMAIN, DEMO_FOLLOWS, DEMO_LISTS, DEMO_USERS, type DemoList } from './demo-community.js';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Stores an avatar and gives its URL: the uploads module's `saveUpload`, handed in by the caller so
 * that the database layer does not reach up into a module.
 */
export type SaveAvatar = (
  tx: Tx,
  input: { ownerId: number; kind: 'avatar'; input: Buffer; size: number },
) => Promise<{ url: string }>;

/** Lookup that fails loudly: a typo in the demo data must break the seed test, not hide a row. */
function must<K, V>(map: Map<K, V>, key: K): V {
  const value = map.get(key);
  if (value === undefined) throw new Error(`demo data refers to an unknown entry: ${String(key)}`);
  return value;
}

async function insertUsers(tx: Tx, now: number, saveUpload: SaveAvatar): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const [index, user] of DEMO_USERS.entries()) {
    // Each demo member gets a long random password that is never shown or stored anywhere in clear:
    // nobody can sign in as a demo member; the accounts only populate the community pages.
    const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
    const createdAt = new Date(now - (60 - index) * DAY_MS);
    const [row] = await tx
      .insert(users)
      .values({
        userName: user.userName,
        userNameKey: userNameKey(user.userName),
        email: `${user.userName.replace(/[^a-z0-9]/g, '')}@${DEMO_EMAIL_DOMAIN}`,
        passwordHash,
        country: user.country,
        city: user.city,
        catchline: user.catchline,
        introduction: user.introduction,
        createdAt,
        updatedAt: createdAt,
      })
      .returning({ id: users.id });
    if (!row) throw new Error('demo user insert returned no row');
    const avatar = await saveUpload(tx, {
      ownerId: row.id,
      kind: 'avatar',
      input: await initialsAvatar(user.userName, user.colour),
      size: AVATAR_SIZE_PX,
    });
    await tx.update(users).set({ avatar: avatar.url }).where(eq(users.id, row.id));
    ids.set(user.userName, row.id);
  }
  return ids;
}

/** Items are shared with the rest of the app, identified by (type, provider id): reuse existing rows. */
async function upsertItems(tx: Tx): Promise<Map<string, { id: number; type: DemoItem['type'] }>> {
  await tx
    .insert(items)
    .values(
      DEMO_ITEMS.map((item) => ({
        type: item.type,
        providerId: item.providerId,
        title: item.title,
        // Left to the items check, which takes it from the configured catalogue (rows start unchecked).
        posterPath: null,
        snapshot: { year: item.year, creator: item.creator },
      })),
    )
    .onConflictDoNothing();
  const rows = await tx
    .select({ id: items.id, type: items.type, providerId: items.providerId })
    .from(items)
    .where(inArray(sql`${items.type} || ':' || ${items.providerId}`, DEMO_ITEMS.map(demoItemKey)));
  return new Map(rows.map((row) => [demoItemKey(row), { id: row.id, type: row.type }]));
}

async function insertList(
  tx: Tx,
  list: DemoList,
  ctx: {
    now: number;
    userIds: Map<string, number>;
    itemIds: Map<string, { id: number; type: DemoItem['type'] }>;
    tagIds: Map<string, number>;
  },
) {
  const createdAt = new Date(ctx.now - list.daysAgo * DAY_MS);
  const entries = list.items.map((key) => must(ctx.itemIds, key));
  const [row] = await tx
    .insert(lists)
    .values({
      creatorId: must(ctx.userIds, list.owner),
      title: list.title,
      titleSearch: toSearchText(list.title),
      description: list.description,
      privacy: list.privacy,
      // Type and counts follow from the items and likes inserted below (database triggers).
      createdAt,
      updatedAt: createdAt,
    })
    .returning({ id: lists.id });
  if (!row) throw new Error('demo list insert returned no row');
  await tx.insert(listItems).values(
    entries.map((entry, position) => ({
      listId: row.id,
      itemId: entry.id,
      position,
      addedAt: new Date(createdAt.getTime() + position * 60_000),
    })),
  );
  await tx.insert(listTags).values(list.tags.map((name) => ({ listId: row.id, tagId: must(ctx.tagIds, name) })));
  if (list.likedBy.length > 0) {
    await tx.insert(likes).values(
      list.likedBy.map((userName, index) => ({
        listId: row.id,
        userId: must(ctx.userIds, userName),
        createdAt: new Date(createdAt.getTime() + (index + 1) * HOUR_MS),
      })),
    );
  }
}

/** Members with a list hold the "first list" badge, unlocked when they created it. */
async function awardFirstListBadges(tx: Tx, userIds: Map<string, number>, now: number) {
  const [badge] = await tx.select({ id: badges.id }).from(badges).where(eq(badges.key, 'lists-1')).limit(1);
  if (!badge) return;
  for (const [userName, userId] of userIds) {
    const owned = DEMO_LISTS.filter((list) => list.owner === userName);
    if (owned.length === 0) continue;
    const firstDaysAgo = Math.max(...owned.map((list) => list.daysAgo));
    await tx
      .insert(userBadges)
      .values({ userId, badgeId: badge.id, unlockedAt: new Date(now - firstDaysAgo * DAY_MS) })
      .onConflictDoNothing();
  }
}

export async function hasDemoCommunity(db: Db): Promise<boolean> {
  const names = DEMO_USERS.map((user) => user.userName.toLowerCase());
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(inArray(sql`lower(${users.userName})`, names))
    .limit(1);
  return row !== undefined;
}

/** The demo members' follows, made a month ago. */
async function insertFollows(tx: Tx, userIds: Map<string, number>, now: number) {
  await tx.insert(follows).values(
    DEMO_FOLLOWS.map(([follower, followee]) => ({
      followerId: must(userIds, follower),
      followeeId: must(userIds, followee),
      createdAt: new Date(now - 30 * DAY_MS),
    })),
  );
}

/**
 * Creates the demo community (members with avatars, lists of real titles, likes) in one transaction.
 * Needs the reference data (tags, badges). Does nothing when a demo member already exists.
 * Returns whether anything was created.
 */
export async function seedDemoCommunity(db: Db, saveAvatar: SaveAvatar): Promise<boolean> {
  if (await hasDemoCommunity(db)) return false;
  const now = Date.now();
  await db.transaction(async (tx) => {
    const userIds = await insertUsers(tx, now, saveAvatar);
    const itemIds = await upsertItems(tx);
    const tagRows = await tx.select({ id: tags.id, name: tags.name }).from(tags);
    const tagIds = new Map(tagRows.map((tag) => [tag.name, tag.id]));
    for (const list of DEMO_LISTS) await insertList(tx, list, { now, userIds, itemIds, tagIds });
    await awardFirstListBadges(tx, userIds, now);
    await insertFollows(tx, userIds, now);
  });
  return true;
}
