import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { captureLog } from '../test/log-capture.js';
import { loggerOptions, OneLineRequestLog, prettyStream, wantsPrettyLogs } from './log.js';

describe('wantsPrettyLogs', () => {
  it.each([
    ['auto', true, true],
    ['auto', false, false],
    ['json', true, false],
    ['pretty', false, true],
  ] as const)('LOG_FORMAT=%s, output is a terminal: %s → readable lines: %s', (format, isTTY, pretty) => {
    expect(wantsPrettyLogs(format, { isTTY })).toBe(pretty);
  });
});

describe('readable logs (LOG_FORMAT=pretty, or auto on a terminal)', () => {
  let t: TestApp;
  const apps: FastifyInstance[] = [];
  const debugLog = captureLog();
  const infoLog = captureLog();
  let app: FastifyInstance;
  let quietApp: FastifyInstance;
  const logged = () => debugLog.lines.join('\n');

  async function appLoggingAt(level: string, destination: ReturnType<typeof captureLog>['stream']) {
    const built = await buildApp({
      config: t.config,
      database: t.database,
      logger: loggerOptions(level, await prettyStream(destination)),
      logController: new OneLineRequestLog(),
    });
    built.get('/api/test/careless', async (request) => {
      request.log.warn(
        {
          password: 'Hunter-2-secret',
          token: 'tok-9f8e7d6c',
          resetLink: 'http://x.test/reset-password/rl-secret',
          listId: 7,
        },
        'a careless line',
      );
      return { ok: true };
    });
    built.get('/api/test/refused-value', async () =>
      built.db.execute(sql`select ${'lea.martin@exemple.fr\u0000'}::text as value`),
    );
    built.get('/api/test/bug', async () => {
      throw new Error('the list cache is inconsistent', { cause: new Error('key 42 vanished') });
    });
    await built.ready();
    apps.push(built);
    return built;
  }

  beforeAll(async () => {
    t = await createTestApp();
    app = await appLoggingAt('debug', debugLog.stream);
    quietApp = await appLoggingAt('info', infoLog.stream);
  });
  afterAll(async () => {
    for (const built of apps) await built.close();
    await t.close();
  });

  it('logs a request as one debug line with the address as logged: no reset token, query value, cookie or bearer', async () => {
    const secrets = { cookie: 'pepites_session=s3ss10n-secret', authorization: 'Bearer b34rer-secret' };
    const reset = await app.inject({ url: '/api/reset-password/Zt8x_secret-token', headers: secrets });
    expect(reset.statusCode).toBe(404);
    const check = await app.inject({
      url: '/api/users/check-email-availability?email=lea.martin%40exemple.fr',
      headers: secrets,
    });
    expect(check.statusCode).toBe(200);

    expect(logged()).toMatch(/^\[\d\d:\d\d:\d\d\] DEBUG: GET \/api\/reset-password\/\[redacted\] 404 \d+ ms/m);
    expect(logged()).toMatch(/DEBUG: GET \/api\/users\/check-email-availability\?email=… 200 \d+ ms/);
    expect(logged()).not.toMatch(/Zt8x_secret-token|lea\.martin|s3ss10n-secret|b34rer-secret|incoming request/);
  });

  it('redacts the fields a handler logs, as the JSON lines do', async () => {
    const response = await app.inject({ url: '/api/test/careless' });
    expect(response.statusCode).toBe(200);
    const line = debugLog.lines.find((entry) => entry.includes('a careless line'));
    expect(line).toMatch(/WARN: a careless line .*"password":"\[Redacted\]".*"listId":7/);
    expect(logged()).not.toMatch(/Hunter-2-secret|tok-9f8e7d6c|rl-secret/);
  });

  it('shows a 5xx as an ERROR with its cause and request id, and a refused value without the value', async () => {
    const bug = await app.inject({ url: '/api/test/bug' });
    expect(bug.statusCode).toBe(500);
    const refused = await app.inject({ url: '/api/test/refused-value' });
    expect(refused.statusCode).toBe(400);

    expect(logged()).toContain(`ERROR: unhandled error {"reqId":"${bug.headers['x-request-id']}"`);
    expect(logged()).toContain('key 42 vanished');
    expect(logged()).toContain('WARN: the database refused a value of this request');
    expect(logged()).not.toContain('lea.martin');
  });

  it('leaves requests out at level info, keeping warnings', async () => {
    const health = await quietApp.inject({ url: '/api/health' });
    expect(health.statusCode).toBe(200);
    const careless = await quietApp.inject({ url: '/api/test/careless' });
    expect(careless.statusCode).toBe(200);
    const lines = infoLog.lines.join('\n');
    expect(lines).not.toContain('/api/health');
    expect(lines).toContain('WARN: a careless line');
  });
});
