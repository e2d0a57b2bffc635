import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';

const API_HEADERS = { 'x-requested-with': 'pepites' };

describe('error shapes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('answers an unknown API route with a JSON 404 in French by default and in English on request', async () => {
    const fr = await t.app.inject({ method: 'POST', url: '/api/does/not/exist', headers: API_HEADERS, payload: {} });
    expect(fr.statusCode).toBe(404);
    expect(fr.headers['content-type']).toMatch(/^application\/json/);
    expect(fr.json()).toEqual({ code: 'not_found', message: "Cette ressource n'existe pas." });
    const en = await t.app.inject({
      method: 'GET',
      url: '/api/does/not/exist',
      headers: { 'accept-language': 'en-US,en;q=0.8', accept: 'text/html' },
    });
    expect(en.statusCode).toBe(404);
    expect(en.json()).toEqual({ code: 'not_found', message: 'This resource does not exist.' });
  });

  it('answers a page address with a JSON 404 when no web build is served', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/some/page', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'not_found' });
  });

  it('answers malformed JSON with 400 bad_request', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { ...API_HEADERS, 'content-type': 'application/json', 'accept-language': 'en' },
      payload: '{"email": "a@b.fr", "message": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'bad_request', message: 'The request is invalid.' });
  });

  it('answers a body over the limit with 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { ...API_HEADERS, 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.fr', message: 'x'.repeat(70 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ code: 'payload_too_large', message: 'Le contenu envoyé est trop volumineux.' });
  });

  it('answers an unsupported content type with 415', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { ...API_HEADERS, 'content-type': 'application/xml' },
      payload: '<contact/>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ code: 'unsupported_media_type' });
  });

  it('never shows zod wording: a missing body is a translated field error', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { ...API_HEADERS, 'accept-language': 'en' },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json() as { code: string; fields: Record<string, string> };
    expect(body.code).toBe('validation_failed');
    for (const message of Object.values(body.fields)) expect(message).not.toMatch(/expected|received|Invalid input/);
  });
});
