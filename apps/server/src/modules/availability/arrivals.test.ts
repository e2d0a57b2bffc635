import type { AvailabilityCheckResult, Provider } from '@pepites/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, titleAlerts, users, watchSettings } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createUser, type TestUser } from '../../test/auth-helpers.js';
import { storeOffers, type TitleRef } from './offers.js';
import { CANAL, NETFLIX, PRIME } from '../../test/streaming-services.js';

const MATRIX: TitleRef = { type: 'movie', providerId: '603' };
/** Each case follows a title of its own, so that the followers of another case do not count. */
const FIGHT_CLUB: TitleRef = { type: 'movie', providerId: '550' };
const GODFATHER: TitleRef = { type: 'movie', providerId: '238' };
const FORREST_GUMP: TitleRef = { type: 'movie', providerId: '13' };

/**
 * Arrival detection (decision 043), step by step through the daily check: the catalogue's answer
 * for a title is stored as a fresh one, then the check tells its followers what arrived.
 */
describe('arrival detection', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  /** Offline test apps store illustrative answers: the check reads those. */
  const streams = (region: string, flatrate: Provider[], title = MATRIX) =>
    storeOffers(t.app.db, [{ title, region, offers: { flatrate, rent: [], buy: [], link: null } }], true);
  /**
   * The daily check as the schedule sends it: the answers stored here are fresh, so it asks the
   * catalogue nothing and tells what arrived. Returns the notifications it wrote.
   */
  const run = async () => {
    const id = await t.app.jobs.send('check-availability', {});
    const outcome = await t.app.jobs.outcome('check-availability', id!, 15_000);
    expect(outcome?.state).toBe('completed');
    return outcome?.output as AvailabilityCheckResult;
  };
  const check = async () => {
    const result = await run();
    expect(result.asked).toBe(0);
    return result.arrivals;
  };
  const follower = async (region: string, services: number[], title = MATRIX) => {
    const member = await createUser(t.app);
    await t.app.db.insert(watchSettings).values({ userId: member.id, region, providerIds: services });
    await t.app.db
      .insert(titleAlerts)
      .values({ userId: member.id, mediaType: title.type, providerId: title.providerId, title: 'Kept title' });
    return member;
  };
  const toldTo = (member: TestUser) =>
    t.app.db
      .select({ params: notifications.params, type: notifications.type, dedupe: notifications.dedupeKey })
      .from(notifications)
      .where(and(eq(notifications.userId, member.id), eq(notifications.code, 'title_arrived')))
      .orderBy(notifications.id);
  const look = async (member: TestUser) =>
    (
      await t.app.db
        .select({ region: titleAlerts.seenRegion, ids: titleAlerts.seenProviderIds, arrivals: titleAlerts.arrivals })
        .from(titleAlerts)
        .where(eq(titleAlerts.userId, member.id))
    )[0];

  it('tells an arrival once, not while it stays, not when it leaves, and again when it returns', async () => {
    const member = await follower('FR', [NETFLIX.provider_id]);
    await streams('FR', [PRIME]);
    expect(await check()).toBe(0); // the first look is only a starting point
    expect(await look(member)).toEqual({ region: 'FR', ids: [PRIME.provider_id], arrivals: 0 });

    await streams('FR', [PRIME, NETFLIX]);
    expect(await check()).toBe(1); // arrives
    const [arrived] = await toldTo(member);
    expect(arrived).toMatchObject({
      type: 'alert',
      dedupe: 'arrive:movie:603:1',
      params: { type: 'movie', provider_id: '603', title: 'Matrix', title_en: 'The Matrix', providers: 'Netflix' },
    });
    expect(await check()).toBe(0); // stays

    await streams('FR', [PRIME]);
    expect(await check()).toBe(0); // leaves
    expect(await look(member)).toEqual({ region: 'FR', ids: [PRIME.provider_id], arrivals: 1 });

    await streams('FR', [NETFLIX]);
    expect(await check()).toBe(1); // returns
    expect((await toldTo(member)).map((row) => row.dedupe)).toEqual(['arrive:movie:603:1', 'arrive:movie:603:2']);
  });

  it('names every service of the member it arrived on, and only those', async () => {
    const member = await follower('FR', [NETFLIX.provider_id, CANAL.provider_id], FIGHT_CLUB);
    await streams('FR', [], FIGHT_CLUB);
    await check();
    await streams('FR', [PRIME, CANAL, NETFLIX], FIGHT_CLUB);
    expect(await check()).toBe(1);
    expect((await toldTo(member)).map((row) => row.params)).toEqual([
      expect.objectContaining({ providers: 'Canal+, Netflix' }),
    ]);
  });

  it('tells nothing when the member adds a service the title was already on, or moves to another country', async () => {
    const member = await follower('FR', [NETFLIX.provider_id], GODFATHER);
    await streams('FR', [CANAL], GODFATHER);
    await streams('BE', [NETFLIX], GODFATHER);
    await check();
    await t.app.db
      .update(watchSettings)
      .set({ providerIds: [NETFLIX.provider_id, CANAL.provider_id] })
      .where(eq(watchSettings.userId, member.id));
    expect(await check()).toBe(0);
    await t.app.db.update(watchSettings).set({ region: 'BE' }).where(eq(watchSettings.userId, member.id));
    expect(await check()).toBe(0);
    expect(await look(member)).toEqual({ region: 'BE', ids: [NETFLIX.provider_id], arrivals: 0 });
    expect(await toldTo(member)).toEqual([]);
  });

  it('tells nobody without services or suspended', async () => {
    const without = await follower('FR', [], FORREST_GUMP);
    const suspended = await follower('FR', [NETFLIX.provider_id], FORREST_GUMP);
    const told = await follower('FR', [NETFLIX.provider_id], FORREST_GUMP);
    await streams('FR', [], FORREST_GUMP);
    await check();
    await t.app.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, suspended.id));
    await streams('FR', [NETFLIX], FORREST_GUMP);
    expect(await check()).toBe(1);
    expect(await toldTo(without)).toEqual([]);
    expect(await toldTo(suspended)).toEqual([]);
    expect(await toldTo(told)).toHaveLength(1);
  });

  it('asks again, in a scheduled run, only the titles whose answer is older than a rerun may reuse', async () => {
    expect((await run()).asked).toBe(0);
    await t.app.db.execute(
      sql`update title_availability set checked_at = now() - interval '21 hours' where provider_id = '13'`,
    );
    expect(await run()).toMatchObject({ asked: 1, failed: 0 });
    expect((await run()).asked).toBe(0);
  });
});
