import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedReferenceData } from '../../db/seed/reference.js';
import {
  MEMBER_WRITE_LIMITS,
  RATE_LIMITS,
  type MemberWriteLimit,
  type RateLimitRule,
} from '../../lib/rate-limit/rules.js';
import { createUser, type TestUser } from '../../test/auth-helpers.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { testRedisUrl } from '../../test/db-url.js';
import { addItem, asUser, makeList } from '../../test/list-helpers.js';

/** What a member's writes aim at: a list and item of their own, and another member's public ones. */
interface Targets {
  member: TestUser;
  ownList: number;
  ownItem: number;
  othersList: number;
  othersItem: number;
  /** The member who made the other list (whom one follows). */
  other: number;
}

interface WriteProbe {
  request(targets: Targets, index: number): InjectOptions;
  /** Its answer under the limits. */
  status: number;
}

const PROBES: Record<MemberWriteLimit, WriteProbe> = {
  createList: {
    request: ({ member }, index) => ({
      method: 'POST',
      url: `/api/list/create/${member.id}`,
      payload: { title: `Rafale ${index}` },
    }),
    status: 201,
  },
  // The same item again is a no-op, still a request that counts.
  addItem: {
    request: ({ ownList }) => ({
      method: 'PUT',
      url: `/api/${ownList}/content`,
      payload: { type: 'movie', provider_id: '603' },
    }),
    status: 200,
  },
  itemNote: {
    request: ({ ownList, ownItem }, index) => ({
      method: 'PUT',
      url: `/api/list/${ownList}/content/${ownItem}/note`,
      payload: { note: `Note ${index}` },
    }),
    status: 200,
  },
  like: {
    request: ({ member, othersList }) => ({ method: 'PUT', url: `/api/list/${othersList}/like/${member.id}` }),
    status: 200,
  },
  // Following someone already followed is a no-op, still a request that counts.
  follow: {
    request: ({ other }) => ({ method: 'PUT', url: `/api/user/${other}/follow` }),
    status: 200,
  },
  seenMark: {
    request: ({ member, othersItem }) => ({ method: 'PUT', url: `/api/content/${othersItem}/seen/${member.id}` }),
    status: 200,
  },
  // Following a list already followed for its arrivals is a no-op, still a request that counts.
  watchAlert: {
    request: ({ othersList }) => ({ method: 'PUT', url: `/api/alerts/lists/${othersList}` }),
    status: 200,
  },
};

const rulesOf = (name: MemberWriteLimit) => RATE_LIMITS[name] as readonly [RateLimitRule, RateLimitRule];

/**
 * Every limit on a member's writes, checked through its route. The burst window everywhere; the
 * longer window with the process's own counters, whose clock the test moves past the burst window
 * between batches (Redis keeps its own time).
 */
describe.each(['process memory', 'Redis'] as const)("a member's writes, counted in %s", (store) => {
  let t: TestApp;
  let bystander: TestUser;
  beforeAll(async () => {
    // Only Date is faked, and it keeps running: the counters' windows are read from it.
    if (store === 'process memory') vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    t = await createTestApp(store === 'Redis' ? { REDIS_URL: testRedisUrl() } : {});
    await seedReferenceData(t.database.db);
    bystander = await createUser(t.app);
  });
  afterAll(async () => {
    await t.close();
    vi.useRealTimers();
  });

  async function targetsFor(member: TestUser): Promise<Targets> {
    const ownList = await makeList(t.app, member.id);
    const othersList = await makeList(t.app, bystander.id);
    return {
      member,
      ownList,
      ownItem: await addItem(t.app, ownList),
      othersList,
      othersItem: await addItem(t.app, othersList),
      other: bystander.id,
    };
  }

  /** Sends `count` requests at once (numbered from `from`) and returns their answers. */
  async function send(
    name: MemberWriteLimit,
    targets: Targets,
    count: number,
    from = 0,
  ): Promise<LightMyRequestResponse[]> {
    const as = await asUser(t.app, targets.member);
    return Promise.all(
      Array.from({ length: count }, (_, index) =>
        as({ ...PROBES[name].request(targets, from + index), headers: { 'accept-language': 'en' } }),
      ),
    );
  }

  function expectRefused(response: LightMyRequestResponse | undefined, longerThanSeconds = 0) {
    expect(response?.statusCode).toBe(429);
    expect(response?.json()).toEqual({
      code: 'rate_limited',
      message: 'Too many attempts. Please try again in a few minutes.',
    });
    expect(Number(response?.headers['retry-after'])).toBeGreaterThan(longerThanSeconds);
  }

  it('covers every limit on a member’s writes', () => {
    expect(Object.keys(PROBES).sort()).toEqual([...MEMBER_WRITE_LIMITS].sort());
  });

  it.each(MEMBER_WRITE_LIMITS)(
    '%s: a burst one over the short window gets one 429, another member is not held',
    async (name) => {
      const [burst] = rulesOf(name);
      const responses = await send(name, await targetsFor(await createUser(t.app)), burst.max + 1);
      const statuses = responses.map((response) => response.statusCode);
      expect(statuses.filter((status) => status === PROBES[name].status)).toHaveLength(burst.max);
      expectRefused(responses.find((response) => response.statusCode !== PROBES[name].status));
      expect((await send(name, await targetsFor(await createUser(t.app)), 1))[0]?.statusCode).toBe(PROBES[name].status);
    },
  );

  // Registered for the process's counters only: the test moves their clock.
  if (store === 'process memory') {
    it.each(MEMBER_WRITE_LIMITS)(
      '%s: a script pacing itself under the short window stops at the long one',
      async (name) => {
        const [burst, long] = rulesOf(name);
        const targets = await targetsFor(await createUser(t.app));
        let sent = 0;
        while (sent < long.max) {
          const batch = Math.min(burst.max, long.max - sent);
          const statuses = (await send(name, targets, batch, sent)).map((response) => response.statusCode);
          expect(statuses).toEqual(Array(batch).fill(PROBES[name].status));
          sent += batch;
          vi.setSystemTime(Date.now() + burst.windowMs + 1000);
        }
        expectRefused((await send(name, targets, 1, sent))[0], burst.windowMs / 1000);
      },
    );
  }
});
