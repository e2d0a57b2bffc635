import type { ListAvailabilityResponse, TitleProviders, TonightResponse } from '@pepites/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offlineData } from '../../test/offline-catalog.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createUser, type TestUser } from '../../test/auth-helpers.js';
import { addItem, asUser, makeList } from '../../test/list-helpers.js';

/**
 * France's first ten services of the movies' and shows' lists: offline, whatever streams there is on
 * them (the illustration draws from those, catalog/offline/illustrative-providers.ts).
 */
const FRANCE = [
  ...new Set(
    [...offlineData().providers.movie.FR!.slice(0, 10), ...offlineData().providers.tv.FR!.slice(0, 10)].map(
      ([id]) => id,
    ),
  ),
];

describe("a list's titles on my services, and Tonight (offline catalogue: an illustration)", () => {
  let t: TestApp;
  let member: TestUser;
  let as: Awaited<ReturnType<typeof asUser>>;
  /** Movies streaming in France (illustratively), one that does not, and a show that does. */
  const streaming: number[] = [];
  let nowhere = 0;
  let show = 0;

  const providersOf = async (kind: 'movie' | 'tv', id: number) =>
    (await t.app.inject({ url: `/api/catalog/${kind}/${id}/providers?region=FR` })).json<TitleProviders>().flatrate;
  const tonight = async (query = '', user = as) => {
    const response = await user({ method: 'GET', url: `/api/tonight${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<TonightResponse>();
  };

  beforeAll(async () => {
    t = await createTestApp();
    member = await createUser(t.app);
    as = await asUser(t.app, member);
    for (const movie of offlineData().movies) {
      const offered = (await providersOf('movie', movie.id)).length > 0;
      if (offered && movie.runtime !== null && streaming.length < 3) streaming.push(movie.id);
      if (!offered && !nowhere) nowhere = movie.id;
      if (streaming.length === 3 && nowhere) break;
    }
    for (const candidate of offlineData().shows)
      if ((await providersOf('tv', candidate.id)).length > 0) {
        show = candidate.id;
        break;
      }
    const saved = await as({
      method: 'PUT',
      url: '/api/account/services',
      payload: { region: 'FR', provider_ids: FRANCE },
    });
    expect(saved.statusCode, saved.body).toBe(200);
  });
  afterAll(async () => t.close());

  it('marks the movies and shows on the member’s services, keeps rent and buy apart, and says it is illustrative', async () => {
    const list = await makeList(t.app, member.id);
    const first = await addItem(t.app, list, { type: 'movie', provider_id: String(streaming[0]) });
    await addItem(t.app, list, { type: 'movie', provider_id: String(nowhere) });
    await addItem(t.app, list, { type: 'show', provider_id: String(show) });
    await addItem(t.app, list, { type: 'podcast', provider_id: offlineData().podcasts[0]!.id });
    const response = await as({ method: 'GET', url: `/api/list/${list}/availability` });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<ListAvailabilityResponse>();
    expect(body).toMatchObject({ list_id: list, region: 'FR', services_saved: true, pending: 0, illustrative: true });
    expect(body.attribution).toEqual({ name: 'JustWatch', url: 'https://www.justwatch.com/' });
    expect(body.items.map((item) => [item.type, item.known])).toEqual([
      ['movie', true],
      ['movie', true],
      ['show', true],
    ]);
    const [movie, other, series] = body.items;
    expect(movie).toMatchObject({ item_id: first, rent: null, buy: null });
    expect(movie!.runtime).toBe(offlineData().movieById.get(streaming[0]!)!.runtime);
    expect(new Set(movie!.on_my_services.map((provider) => provider.provider_id))).toEqual(
      new Set((await providersOf('movie', streaming[0]!)).map((provider) => provider.provider_id)),
    );
    expect(other!.on_my_services).toEqual([]);
    expect(series!.on_my_services.length).toBeGreaterThan(0);
    const withRent = (await as({ method: 'GET', url: `/api/list/${list}/availability?rent_buy=true` })).json();
    expect(withRent.items[0]).toMatchObject({ rent: [], buy: [] });
  });

  it('answers members who may see the list; 404 for a list hidden from them, 400 for a bad flag', async () => {
    const owner = await createUser(t.app);
    const hidden = await makeList(t.app, owner.id, { privacy: 'private' });
    expect((await as({ method: 'GET', url: `/api/list/${hidden}/availability` })).statusCode).toBe(404);
    expect((await as({ method: 'GET', url: '/api/list/2147483647/availability' })).statusCode).toBe(404);
    expect(
      (await (await asUser(t.app, owner))({ method: 'GET', url: `/api/list/${hidden}/availability` })).json(),
    ).toMatchObject({
      services_saved: false,
      items: [],
    });
    expect((await as({ method: 'GET', url: `/api/list/${hidden}/availability?rent_buy=yes` })).statusCode).toBe(400);
    expect((await as({ method: 'GET', url: '/api/list/0/availability' })).statusCode).toBe(400);
    const visitor = await asUser(t.app, undefined);
    expect((await visitor({ method: 'GET', url: `/api/list/${hidden}/availability` })).statusCode).toBe(401);
  });

  it('shows Tonight’s unseen titles on the member’s services, filtered, paged, with liked lists on request', async () => {
    const reader = await createUser(t.app);
    const asReader = await asUser(t.app, reader);
    const empty = await tonight('', asReader);
    expect(empty).toMatchObject({ results: [], candidates: 0, services_saved: false, illustrative: true });
    await asReader({ method: 'PUT', url: '/api/account/services', payload: { region: 'FR', provider_ids: FRANCE } });
    const mine = await makeList(t.app, reader.id, { title: 'Ce soir' });
    const seenItem = await addItem(t.app, mine, { type: 'movie', provider_id: String(streaming[1]) });
    await addItem(t.app, mine, { type: 'movie', provider_id: String(streaming[0]) });
    await addItem(t.app, mine, { type: 'movie', provider_id: String(nowhere) });
    await addItem(t.app, mine, { type: 'show', provider_id: String(show) });
    const marked = await asReader({ method: 'PUT', url: `/api/content/${seenItem}/seen/${reader.id}` });
    expect(marked.json()).toMatchObject({ seen: true });
    const liked = await makeList(t.app, member.id, { title: 'Aimée' });
    await addItem(t.app, liked, { type: 'movie', provider_id: String(streaming[2]) });
    expect((await asReader({ method: 'PUT', url: `/api/list/${liked}/like/${reader.id}` })).statusCode).toBe(200);

    const all = await tonight('', asReader);
    expect(all).toMatchObject({ candidates: 3, total: 2, services_saved: true, pending: 0, runtime_unknown: null });
    expect(all.results.map((title) => [title.type, title.provider_id])).toEqual([
      ['show', String(show)],
      ['movie', String(streaming[0])],
    ]);
    expect(all.results[1]).toMatchObject({ lists: [{ id: mine, title: 'Ce soir' }] });
    expect(all.results[1]!.providers.length).toBeGreaterThan(0);
    expect((await tonight('?liked=true', asReader)).results.map((title) => title.provider_id)).toContain(
      String(streaming[2]),
    );
    expect((await tonight('?type=movie', asReader)).results.map((title) => title.type)).toEqual(['movie']);
    const runtime = offlineData().movieById.get(streaming[0]!)!.runtime!;
    expect((await tonight(`?type=movie&max_runtime=${runtime - 1}`, asReader)).results).toEqual([]);
    expect((await tonight(`?type=movie&max_runtime=${runtime}`, asReader)).results).toHaveLength(1);
    const genre = offlineData().movieById.get(streaming[0]!)!.genre_ids[0]!;
    expect((await tonight(`?type=movie&genre=${genre}`, asReader)).total).toBe(1);
    const paged = await tonight('?limit=1&page=2', asReader);
    expect(paged).toMatchObject({ page: 2, totalPages: 2, total: 2 });
    expect(paged.results).toHaveLength(1);
  });

  it('names Tonight’s titles in the reader’s language and refuses malformed filters in it', async () => {
    const english = await tonight('?type=movie');
    expect(english.results.every((title) => typeof title.title === 'string')).toBe(true);
    for (const query of [
      '?max_runtime=0',
      '?max_runtime=abc',
      '?max_runtime=5000',
      '?type=podcast',
      '?genre=-1',
      '?liked=1',
      '?limit=1000',
    ]) {
      const refused = await as({ method: 'GET', url: `/api/tonight${query}`, headers: { 'accept-language': 'en' } });
      expect(refused.statusCode, query).toBe(400);
    }
    const runtime = await as({
      method: 'GET',
      url: '/api/tonight?max_runtime=0',
      headers: { 'accept-language': 'fr' },
    });
    expect(runtime.json()).toMatchObject({
      fields: { max_runtime: 'La durée maximale est un nombre de minutes, de 1 à 1 000.' },
    });
    expect((await (await asUser(t.app, undefined))({ method: 'GET', url: '/api/tonight' })).statusCode).toBe(401);
  });
});
