import type { MyServicesResponse } from '@pepites/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createUser, type UserOverrides } from '../../test/auth-helpers.js';
import { asUser } from '../../test/list-helpers.js';

const NETFLIX = 8;
const PRIME_VIDEO = 119;
const CANAL_PLUS = 381;
/** A service of France's list for shows only (the movies' list does not carry it). */
const SFR_PLAY = 193;

describe('my services', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const member = async (overrides: UserOverrides = {}) => asUser(t.app, await createUser(t.app, overrides));
  const read = async (as: Awaited<ReturnType<typeof member>>, lang = 'fr') => {
    const response = await as({ method: 'GET', url: '/api/account/services', headers: { 'accept-language': lang } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<MyServicesResponse>();
  };
  const save = (as: Awaited<ReturnType<typeof member>>, payload: unknown, lang = 'fr') =>
    as({
      method: 'PUT',
      url: '/api/account/services',
      payload: payload as object,
      headers: { 'accept-language': lang },
    });

  it('starts from the profile’s country, else the language’s, with no service, and credits JustWatch', async () => {
    expect(await read(await member({ country: 'BE' }))).toMatchObject({
      services: { region: 'BE', providers: [], saved: false },
      attribution: { name: 'JustWatch', url: 'https://www.justwatch.com/' },
    });
    expect((await read(await member(), 'en')).services.region).toBe('US');
    expect((await read(await member(), 'fr')).services.region).toBe('FR');
    // A profile country without streaming data falls back to the language's.
    expect((await read(await member({ country: 'AQ' }), 'en')).services.region).toBe('US');
  });

  it('saves a country and its services in the member’s order, once each, movies’ and shows’ lists alike', async () => {
    const as = await member();
    const saved = await save(as, { region: 'fr', provider_ids: [CANAL_PLUS, NETFLIX, SFR_PLAY, NETFLIX] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      message: 'Vos services sont enregistrés.',
      services: {
        region: 'FR',
        saved: true,
        providers: [
          { provider_id: CANAL_PLUS, provider_name: 'Canal+' },
          { provider_id: NETFLIX, provider_name: 'Netflix' },
          { provider_id: SFR_PLAY, provider_name: 'SFR Play' },
        ],
      },
    });
    expect((await read(as)).services.providers.map((provider) => provider.provider_id)).toEqual([
      CANAL_PLUS,
      NETFLIX,
      SFR_PLAY,
    ]);
    // Replaced whole: another country, no service.
    expect((await save(as, { region: 'US', provider_ids: [] })).statusCode).toBe(200);
    expect((await read(as)).services).toEqual({ region: 'US', providers: [], saved: true });
  });

  it('refuses a service the country does not offer, an unknown country and malformed input with 400s in the caller’s language', async () => {
    const as = await member();
    const unknownService = await save(as, { region: 'FR', provider_ids: [NETFLIX, 987_654] }, 'en');
    expect(unknownService.statusCode).toBe(400);
    expect(unknownService.json()).toMatchObject({
      code: 'validation_failed',
      fields: { 'provider_ids.1': 'This service is not offered in this country.' },
    });
    const unknownCountry = await save(as, { region: 'ZZ', provider_ids: [] });
    expect(unknownCountry.statusCode).toBe(400);
    expect(unknownCountry.json()).toMatchObject({ fields: { region: 'Pays inconnu.' } });
    const tooMany = await save(as, { region: 'FR', provider_ids: Array.from({ length: 31 }, (_, index) => index + 1) });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({ fields: { provider_ids: 'Choisissez 30 services au plus.' } });
    for (const payload of [
      { region: 'F\u0000', provider_ids: [] },
      { region: 'FR'.repeat(20_000), provider_ids: [] },
      { region: 'FR', provider_ids: [2 ** 40] },
      { region: 'FR', provider_ids: [-8] },
      { region: 'FR', provider_ids: ['8'] },
      { region: 'FR', provider_ids: 'Netflix' },
      { region: 'FR' },
      {},
    ]) {
      const refused = await save(as, payload);
      expect(refused.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400);
    }
    expect((await read(as)).services.saved).toBe(false);
  });

  it('keeps the last of concurrent saves whole', async () => {
    const as = await member();
    const choices = [[NETFLIX], [PRIME_VIDEO, CANAL_PLUS], [CANAL_PLUS], [NETFLIX, PRIME_VIDEO]];
    const answers = await Promise.all(choices.map((ids) => save(as, { region: 'FR', provider_ids: ids })));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    const kept = (await read(as)).services.providers.map((provider) => provider.provider_id);
    expect(choices).toContainEqual(kept);
  });

  it('is for members only', async () => {
    const visitor = await asUser(t.app, undefined);
    expect((await visitor({ method: 'GET', url: '/api/account/services' })).statusCode).toBe(401);
    expect((await save(visitor, { region: 'FR', provider_ids: [] })).statusCode).toBe(401);
  });
});
