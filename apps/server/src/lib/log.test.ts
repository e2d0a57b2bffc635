import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { captureLog } from '../test/log-capture.js';
import { loggableUrl, loggerOptions } from './log.js';

describe('loggableUrl', () => {
  it.each([
    ['/reset-password/Zt8x_secret-token', '/reset-password/[redacted]'],
    ['/api/reset-password/Zt8x_secret-token', '/api/reset-password/[redacted]'],
    ['/api/reset-password/confirm', '/api/reset-password/confirm'],
    ['/api/reset-password/check', '/api/reset-password/check'],
    ['/confirm-email/Zt8x_secret-token', '/confirm-email/[redacted]'],
    ['/api/account/email/confirm', '/api/account/email/confirm'],
    ['/api/users/check-email-availability?email=lea%40exemple.fr', '/api/users/check-email-availability?email=…'],
    ['/browseLists?title=secret&page=2', '/browseLists?title=…&page=…'],
    ['/api/user/12', '/api/user/12'],
  ])('%s → %s', (url, logged) => {
    expect(loggableUrl(url)).toBe(logged);
  });
});

describe('what the server logs', () => {
  let t: TestApp;
  let app: FastifyInstance;
  const log = captureLog();
  const logged = () => log.lines.join('\n');

  beforeAll(async () => {
    t = await createTestApp();
    app = await buildApp({
      config: t.config,
      database: t.database,
      logger: { ...loggerOptions('info'), stream: log.stream },
    });
    // Routes that reproduce what validation might one day let through, and a plain bug.
    app.get('/api/test/refused-value', async () =>
      app.db.execute(sql`select ${'lea.martin@exemple.fr\u0000'}::text as value`),
    );
    app.get('/api/test/bug', async () => {
      throw new Error('the list cache is inconsistent', { cause: new Error('key 42 vanished') });
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await t.close();
  });

  it('answers a value the database refuses with 400 and logs it without the value', async () => {
    const response = await app.inject({ url: '/api/test/refused-value', headers: { 'accept-language': 'en' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'bad_request', message: 'The request is invalid.' });
    expect(logged()).toContain('the database refused a value of this request');
    expect(logged()).not.toContain('lea.martin');
  });

  it('logs a 5xx at error level with its cause, and the request id it answered with', async () => {
    const response = await app.inject({ url: '/api/test/bug' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ code: 'internal_error', message: 'Un problème est survenu.' });
    const id = response.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const entry = log.lines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .find((line) => line.msg === 'unhandled error');
    expect(entry).toMatchObject({
      level: 50,
      reqId: id,
      err: { message: 'the list cache is inconsistent', cause: { message: 'key 42 vanished' } },
    });
  });

  it('never logs a reset token from a page address nor the email of an availability check', async () => {
    await app.inject({ url: '/reset-password/Zt8x_secret-token', headers: { accept: 'text/html' } });
    await app.inject({ url: '/api/users/check-email-availability?email=lea.martin%40exemple.fr' });
    expect(logged()).toContain('/reset-password/[redacted]');
    expect(logged()).not.toContain('Zt8x_secret-token');
    expect(logged()).not.toContain('lea.martin');
  });

  it('gives every response a fresh request id, ignoring one sent by the client', async () => {
    const first = await app.inject({ url: '/api/health', headers: { 'x-request-id': 'forged-id' } });
    const second = await app.inject({ url: '/api/health' });
    expect(first.headers['x-request-id']).not.toBe('forged-id');
    expect(first.headers['x-request-id']).not.toBe(second.headers['x-request-id']);
  });
});
