import { BADGE_CATALOGUE, TAG_CATALOGUE } from '@pepites/contracts';
import { count, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toSearchText } from '../../lib/search-text.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { cookieFor } from '../../test/auth-helpers.js';
import { badges, items, likes, listItems, lists, tags, users } from '../schema/index.js';
import { seedDemoCommunity } from './demo.js';
import { DEMO_LISTS, DEMO_USERS } from './demo-community.js';
import { seedReferenceData } from './reference.js';
import { saveUpload } from '../../modules/uploads/uploads.service.js';

describe('reference data', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('upserts the 40 tags and the 11 badges, and running it again changes nothing', async () => {
    await seedReferenceData(t.database.db);
    await t.database.db.update(tags).set({ nameFr: 'modifié' }).where(eq(tags.name, 'classic'));
    await seedReferenceData(t.database.db);
    const [tagCount] = await t.database.db.select({ value: count() }).from(tags);
    const [badgeCount] = await t.database.db.select({ value: count() }).from(badges);
    expect(tagCount?.value).toBe(40);
    expect(badgeCount?.value).toBe(11);
    const [classic] = await t.database.db.select().from(tags).where(eq(tags.name, 'classic'));
    expect(classic?.nameFr).toBe('classique');
  });

  it('serves them: GET /api/tags and GET /api/badges', async () => {
    const tagsResponse = await t.app.inject({ url: '/api/tags' });
    expect(tagsResponse.json()).toEqual({
      tags: TAG_CATALOGUE.map((tag) => ({ name: tag.name, name_fr: tag.name_fr })),
    });
    const badgesResponse = await t.app.inject({ url: '/api/badges' });
    const body = badgesResponse.json() as { badges: { id: number; name: string; name_en: string; icon: string }[] };
    expect(body.badges).toHaveLength(11);
    expect(body.badges.map((badge) => badge.icon)).toEqual(BADGE_CATALOGUE.map((badge) => `/badges/${badge.key}.svg`));
    expect(body.badges[0]).toMatchObject({
      name: 'Premier pas',
      name_en: 'First step',
      description_en: 'Create your first list.',
    });
  });
});

describe('demo community', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedReferenceData(t.database.db);
  });
  afterAll(async () => t.close());

  it('creates members, lists and likes once, with consistent derived columns', async () => {
    expect(await seedDemoCommunity(t.database.db, saveUpload)).toBe(true);
    expect(await seedDemoCommunity(t.database.db, saveUpload)).toBe(false);
    const members = await t.database.db.select().from(users);
    expect(members.map((user) => user.userName).sort()).toEqual(DEMO_USERS.map((user) => user.userName).sort());
    for (const member of members) {
      expect(member.userName.length).toBeGreaterThanOrEqual(5);
      expect(member.userName.length).toBeLessThanOrEqual(16);
      expect(member.passwordHash).toMatch(/^\$argon2id\$/);
      expect(member.city).toBeTruthy();
    }
    const rows = await t.database.db.select().from(lists);
    expect(rows).toHaveLength(DEMO_LISTS.length);
    expect(rows.filter((list) => list.privacy === 'private')).toHaveLength(1);
    for (const list of rows) {
      const [likeRows] = await t.database.db.select({ value: count() }).from(likes).where(eq(likes.listId, list.id));
      const [itemRows] = await t.database.db
        .select({ value: count() })
        .from(listItems)
        .where(eq(listItems.listId, list.id));
      expect(list.likesCount).toBe(likeRows?.value);
      expect(list.itemCount).toBe(itemRows?.value);
      expect(list.titleSearch).toBe(toSearchText(list.title));
      expect(list.titleSearch).not.toMatch(/[A-Zéèàç]/);
    }
    const types = Object.fromEntries(rows.map((list) => [list.title, list.type]));
    expect(types['Les classiques à voir une fois dans sa vie']).toBe('movie');
    expect(types['Séries à dévorer en un week-end']).toBe('show');
    expect(types['Podcasts pour apprendre en marchant']).toBe('podcast');
    expect(types['Le meilleur du Joueur du Grenier']).toBe('youtube-video');
    expect(types['Animation japonaise incontournable']).toBe('mixed');
    // Nobody likes their own list.
    const selfLikes = await t.database.db
      .select({ value: count() })
      .from(likes)
      .innerJoin(lists, eq(lists.id, likes.listId))
      .where(eq(lists.creatorId, likes.userId));
    expect(selfLikes[0]?.value).toBe(0);
  });

  it("fills a demo member's feed with what the members they follow made and liked", async () => {
    const [margaux] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.userName, 'margaux_cine'));
    const response = await t.app.inject({
      url: '/api/feed',
      headers: { cookie: await cookieFor(t.app, { id: margaux?.id ?? 0 }) },
    });
    expect(response.statusCode).toBe(200);
    const feed = response.json<{ events: { kind: string }[]; following: number }>();
    expect(feed.following).toBe(3);
    expect(new Set(feed.events.map((event) => event.kind))).toEqual(new Set(['created', 'liked']));
  });

  it('keeps items unique by type and provider id', async () => {
    const duplicates = await t.database.db
      .select({ key: sql<string>`${items.type} || ':' || ${items.providerId}`, value: count() })
      .from(items)
      .groupBy(items.type, items.providerId)
      .having(sql`count(*) > 1`);
    expect(duplicates).toEqual([]);
  });

  it('gives every member an avatar served from our origin as a 256 px WebP', async () => {
    const members = await t.database.db.select({ avatar: users.avatar }).from(users);
    for (const member of members) {
      const response = await t.app.inject({ url: member.avatar ?? '/missing' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
      const metadata = await sharp(response.rawPayload).metadata();
      expect([metadata.format, metadata.width, metadata.height]).toEqual(['webp', 256, 256]);
    }
  });
});
