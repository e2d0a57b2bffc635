import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';

describe('GET /api/health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('answers ok once the database answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok', catalog: 'offline' });
  });

  it('answers an unknown API route with a JSON 404 in the caller language', async () => {
    const fr = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(fr.statusCode).toBe(404);
    expect(fr.json()).toMatchObject({ code: 'not_found', message: "Cette ressource n'existe pas." });
    const en = await t.app.inject({ method: 'GET', url: '/api/nope', headers: { 'accept-language': 'en-GB,en;q=0.9' } });
    expect(en.json()).toMatchObject({ code: 'not_found', message: 'This resource does not exist.' });
  });
});
