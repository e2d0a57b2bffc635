import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedReferenceData } from '../../db/seed/reference.js';
import { RATE_LIMITS, type RateLimitName } from '../../lib/rate-limit/rules.js';
import { createUser, type TestUser } from '../../test/auth-helpers.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { addItem, asUser, makeList, newItem } from '../../test/list-helpers.js';

/** The burst a script would send: one more than the rule's shortest window allows. */
const burstOf = (name: RateLimitName) => (RATE_LIMITS[name][0]?.max ?? 0) + 1;

describe("a member's writes are limited per member", () => {
  let t: TestApp;
  let member: TestUser;
  let bystander: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    await seedReferenceData(t.database.db);
    [member, bystander] = [await createUser(t.app), await createUser(t.app)];
  });
  afterAll(async () => t.close());

  /** Sends the burst at once and returns the statuses in order, after checking the refusals' shape. */
  async function burst(name: RateLimitName, caller: TestUser, request: (index: number) => InjectOptions): Promise<number[]> {
    const send = await asUser(t.app, caller);
    const responses = await Promise.all(Array.from({ length: burstOf(name) }, (_, index) => send({ ...request(index), headers: { 'accept-language': 'en' } })));
    for (const refused of responses.filter((response) => response.statusCode === 429)) {
      expect(refused.json()).toMatchObject({ code: 'rate_limited' });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
    return responses.map((response) => response.statusCode).sort();
  }

  /** Every request of the burst but one succeeds with `ok`; the one over the limit is a 429. */
  const justOver = (name: RateLimitName, ok: number) => [...Array.from({ length: burstOf(name) - 1 }, () => ok), 429];

  it('creating lists', async () => {
    expect(await burst('createList', member, (index) => ({ method: 'POST', url: `/api/list/create/${member.id}`, payload: { title: `Rafale ${index}` } }))).toEqual(justOver('createList', 201));
    const other = await asUser(t.app, bystander);
    expect((await other({ method: 'POST', url: `/api/list/create/${bystander.id}`, payload: { title: 'Pas concerné' } })).statusCode).toBe(201);
  });

  it('adding items, and notes on them', async () => {
    const listId = await makeList(t.app, member.id);
    const item = newItem('movie');
    expect(await burst('addItem', member, () => ({ method: 'PUT', url: `/api/${listId}/content`, payload: item }))).toEqual(justOver('addItem', 200));
    const noteList = await makeList(t.app, member.id);
    const noted = await addItem(t.app, noteList, newItem('show'));
    expect(await burst('itemNote', member, (index) => ({ method: 'PUT', url: `/api/list/${noteList}/content/${noted}/note`, payload: { note: `Note ${index}` } }))).toEqual(
      justOver('itemNote', 200),
    );
  });

  it('likes and seen marks', async () => {
    const listId = await makeList(t.app, bystander.id);
    const itemId = await addItem(t.app, listId, newItem('podcast'));
    expect(await burst('like', member, () => ({ method: 'PUT', url: `/api/list/${listId}/like/${member.id}` }))).toEqual(justOver('like', 200));
    expect(await burst('seenMark', member, () => ({ method: 'PUT', url: `/api/content/${itemId}/seen/${member.id}` }))).toEqual(justOver('seenMark', 200));
    const other = await asUser(t.app, bystander);
    expect((await other({ method: 'PUT', url: `/api/list/${listId}/like/${bystander.id}` })).statusCode).toBe(200);
  });
});
