import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

function configErrorOf(env: Record<string, string>): ConfigError {
  try {
    loadConfig({ DATA_DIR: '/tmp/pepites-config-test', ...env });
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error(`expected ${JSON.stringify(Object.keys(env))} to be refused`);
}

describe('loadConfig', () => {
  it('starts with no variable at all: embedded database, offline catalogue, local outbox', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      publicUrl: 'http://127.0.0.1:3000',
      databaseUrl: undefined,
      catalog: 'offline',
      smtpUrl: undefined,
      seedDemo: undefined,
      logFormat: 'auto',
    });
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'notaurl'],
    ['PUBLIC_URL', 'pepites dot example'],
    ['SMTP_URL', 'smtp-at-some-host'],
    ['REDIS_URL', 'redis-without-scheme'],
    ['CATALOG', 'foo'],
    ['SEED_DEMO', 'yes'],
    ['LOG_LEVEL', 'loud'],
    ['LOG_FORMAT', 'fancy'],
    ['NODE_ENV', 'staging'],
    ['CONTACT_TO', 'not-an-email'],
    ['ADMIN_EMAIL', 'admin-at-nowhere'],
    ['SESSION_SECRET', 'tooShortSecret42'],
    ['TRUST_PROXY', 'yes please'],
    ['TRUST_PROXY', '1;2'],
    ['REQUEST_TIMEOUT_MS', 'soon'],
    ['HEADERS_TIMEOUT_MS', '500'],
    ['KEEP_ALIVE_TIMEOUT_MS', 'forever'],
  ])('stops on a bad %s with one line naming it, without echoing the value', (variable, value) => {
    const error = configErrorOf({ [variable]: value });
    expect(error.variable).toBe(variable);
    expect(error.message).toMatch(new RegExp(`^Invalid configuration: ${variable} `));
    expect(error.message).not.toContain('\n');
    expect(error.message).not.toContain(value);
  });

  it('refuses a live catalogue without the movie database key', () => {
    const error = configErrorOf({ CATALOG: 'live' });
    expect(error.variable).toBe('CATALOG');
  });

  it("refuses headers allowed longer than the whole request (Node would not start), and reads the connections' limits", () => {
    expect(configErrorOf({ HEADERS_TIMEOUT_MS: '20000', REQUEST_TIMEOUT_MS: '15000' }).variable).toBe(
      'HEADERS_TIMEOUT_MS',
    );
    expect(loadConfig({})).toMatchObject({
      requestTimeoutMs: 120_000,
      headersTimeoutMs: 10_000,
      keepAliveTimeoutMs: 5_000,
    });
    expect(
      loadConfig({ HEADERS_TIMEOUT_MS: '15000', REQUEST_TIMEOUT_MS: '15000', KEEP_ALIVE_TIMEOUT_MS: '65000' }),
    ).toMatchObject({
      requestTimeoutMs: 15_000,
      headersTimeoutMs: 15_000,
      keepAliveTimeoutMs: 65_000,
    });
  });

  it('reads the demo switch and the mail settings', () => {
    const config = loadConfig({
      SEED_DEMO: '0',
      SMTP_URL: 'smtp://mail.example.com:587',
      MAIL_FROM: 'Pépites <hello@example.com>',
      PORT: '3101',
    });
    expect(config).toMatchObject({
      seedDemo: false,
      smtpUrl: 'smtp://mail.example.com:587',
      mailFrom: 'Pépites <hello@example.com>',
      publicUrl: 'http://127.0.0.1:3101',
    });
  });

  it('derives the default public address from where the server listens', () => {
    expect(loadConfig({ HOST: '192.168.1.20', PORT: '8080' }).publicUrl).toBe('http://192.168.1.20:8080');
    expect(loadConfig({ HOST: '0.0.0.0' }).publicUrl).toBe('http://localhost:3000');
    expect(loadConfig({ HOST: '::' }).publicUrl).toBe('http://localhost:3000');
    expect(loadConfig({ HOST: '::1' }).publicUrl).toBe('http://[::1]:3000');
    expect(loadConfig({ HOST: '0.0.0.0', PUBLIC_URL: 'https://pepites.example/' }).publicUrl).toBe(
      'https://pepites.example',
    );
  });

  it.each([
    [undefined, false],
    ['0', false],
    ['1', 1],
    ['2', 2],
    ['10.0.0.1', ['10.0.0.1']],
    ['10.0.0.0/8, 127.0.0.1,::1', ['10.0.0.0/8', '127.0.0.1', '::1']],
    ['loopback', ['loopback']],
  ])('reads TRUST_PROXY=%j as %j (a hop count or the proxies, never "every hop")', (value, expected) => {
    expect(loadConfig(value === undefined ? {} : { TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });
});
