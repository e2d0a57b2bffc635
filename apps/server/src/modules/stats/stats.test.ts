import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { likes, lists, users } from '../../db/schema/index.js';
import { seedDemoCommunity } from '../../db/seed/demo.js';
import { DEMO_LISTS, DEMO_USERS } from '../../db/seed/demo-community.js';
import { seedReferenceData } from '../../db/seed/reference.js';
import { saveUpload } from '../uploads/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';

interface MostLiked {
  user_id: number;
  user_avatar: string | null;
  user_user_name: string;
  total_likes: number;
}

const publicLists = DEMO_LISTS.filter((list) => list.privacy === 'public');
const publicLikes = publicLists.reduce((sum, list) => sum + list.likedBy.length, 0);

describe('home counters and rankings', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedReferenceData(t.database.db);
    await seedDemoCommunity(t.database.db, saveUpload);
  });
  afterAll(async () => t.close());

  it('starts empty on an empty database', async () => {
    const empty = await createTestApp();
    try {
      expect((await empty.app.inject({ url: '/api/stats' })).json()).toEqual({ users: 0, lists: 0, likes: 0 });
      expect((await empty.app.inject({ url: '/api/lists/getMostLiked' })).json()).toEqual([]);
      expect((await empty.app.inject({ url: '/api/lists/getTotalLikes' })).json()).toEqual({ total_likes: 0 });
    } finally {
      await empty.close();
    }
  });

  it('GET /api/stats counts members, public lists and likes on public lists', async () => {
    const response = await t.app.inject({ url: '/api/stats' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ users: DEMO_USERS.length, lists: publicLists.length, likes: publicLikes });
  });

  it('GET /api/lists/getTotalLikes counts likes on public lists only', async () => {
    const allLikeRows = await t.database.db.select().from(likes);
    const privateList = DEMO_LISTS.find((list) => list.privacy === 'private');
    // The private list really has likes, so leaving them out is what the next line checks.
    expect(privateList?.likedBy.length).toBeGreaterThan(0);
    expect(allLikeRows.length).toBe(publicLikes + (privateList?.likedBy.length ?? 0));
    expect((await t.app.inject({ url: '/api/lists/getTotalLikes' })).json()).toEqual({ total_likes: publicLikes });
  });

  it('GET /api/lists/getMostLiked ranks members by likes on their public lists', async () => {
    const response = await t.app.inject({ url: '/api/lists/getMostLiked' });
    expect(response.statusCode).toBe(200);
    const ranking = response.json() as MostLiked[];
    const expected = DEMO_USERS.map((user) => ({
      name: user.userName,
      total: publicLists
        .filter((list) => list.owner === user.userName)
        .reduce((sum, list) => sum + list.likedBy.length, 0),
    }))
      .filter((entry) => entry.total > 0)
      .sort((a, b) => b.total - a.total || a.name.localeCompare(b.name));
    expect(ranking.map((entry) => [entry.user_user_name, entry.total_likes])).toEqual(
      expected.map((entry) => [entry.name, entry.total]),
    );
    expect(ranking.length).toBeGreaterThanOrEqual(5);
    for (const entry of ranking) {
      expect(typeof entry.total_likes).toBe('number');
      expect(entry.user_avatar).toMatch(/^\/api\/uploads\/[a-f0-9]{32}$/);
    }
    // hugo_videos has one like on a public list and two on his private one: only the public one counts.
    expect(ranking.find((entry) => entry.user_user_name === 'hugo_videos')?.total_likes).toBe(1);
  });

  it('leaves out members whose lists have no like', async () => {
    const [loner] = await t.database.db
      .insert(users)
      .values({ userName: 'sans_amis', email: 'seul@exemple.fr', passwordHash: 'x' })
      .returning({ id: users.id });
    await t.database.db
      .insert(lists)
      .values({ creatorId: loner?.id ?? 0, title: 'Personne ne me lit', titleSearch: 'personne ne me lit' });
    const ranking = (await t.app.inject({ url: '/api/lists/getMostLiked' })).json() as MostLiked[];
    expect(ranking.some((entry) => entry.user_user_name === 'sans_amis')).toBe(false);
    await t.database.db.delete(users).where(eq(users.id, loner?.id ?? 0));
  });
});

describe('the most-liked ranking with more members than it shows', () => {
  it('keeps the 20 members with the most likes, most liked first', async () => {
    const t = await createTestApp();
    try {
      // 26 members; member k's public list has k likes (from the first k members), so ranks are known.
      const members = await t.database.db
        .insert(users)
        .values(
          Array.from({ length: 26 }, (_, k) => ({
            userName: `membre_${String(k + 1).padStart(2, '0')}`,
            email: `m${k + 1}@exemple.fr`,
            passwordHash: 'x',
          })),
        )
        .returning({ id: users.id, userName: users.userName });
      for (const [index, member] of members.entries()) {
        const [list] = await t.database.db
          .insert(lists)
          .values({ creatorId: member.id, title: 'Ma liste', titleSearch: 'ma liste' })
          .returning({ id: lists.id });
        const likers = members.slice(0, index + 1).map((liker) => ({ userId: liker.id, listId: list?.id ?? 0 }));
        await t.database.db.insert(likes).values(likers);
      }
      const response = await t.app.inject({ url: '/api/lists/getMostLiked' });
      expect(response.statusCode).toBe(200);
      const ranking = response.json() as MostLiked[];
      expect(ranking).toHaveLength(20);
      expect(ranking.map((entry) => entry.total_likes)).toEqual(Array.from({ length: 20 }, (_, rank) => 26 - rank));
      expect(ranking[0]?.user_user_name).toBe('membre_26');
      expect(ranking.at(-1)?.user_user_name).toBe('membre_07');
    } finally {
      await t.close();
    }
  });
});
