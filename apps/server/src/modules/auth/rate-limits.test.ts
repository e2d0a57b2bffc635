import type { InjectOptions } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MEMBER_WRITE_LIMITS,
  RATE_LIMITS,
  type KeyPart,
  type MemberWriteLimit,
  type RateLimitName,
  type RateLimitRule,
} from '../../lib/rate-limit/rules.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { cookieFor, createUser, csrf, uniqueAddress, uniqueUserName } from '../../test/auth-helpers.js';
import { imageUpload } from '../../test/multipart.js';
import { testRedisUrl } from '../../test/db-url.js';

/**
 * Every rule of RATE_LIMITS, checked against the server: `max` requests sharing the rule's key
 * pass, the next one gets 429 with Retry-After, and a request with another key still passes. The
 * parts of the request that the rule does not count by change at every request, so that only the
 * rule under test can trip. The limits on a member's own writes, whose requests need lists and items
 * of that member, have theirs in modules/lists/write-limits.test.ts.
 */
interface Parts {
  ip: string;
  email: string;
  cookie: string | undefined;
}

interface Probe {
  /** The request, made from these key parts. */
  request(parts: Parts, t: TestApp): InjectOptions;
  /** Its answer below the limit, so a request refused for another reason is not mistaken for a pass. */
  status: number;
}

let png: Buffer;
const avatar = (cookie: string | undefined): InjectOptions => {
  const { payload, headers } = imageUpload(png);
  return {
    method: 'POST',
    url: '/api/uploads/avatar',
    payload,
    headers: { ...headers, ...(cookie ? { cookie } : {}) },
  };
};

/**
 * Imports and data archives run one at a time per member, so a burst of them cannot be probed here:
 * modules/imports/import-access.test.ts and modules/exports/exports.test.ts check them.
 */
type AccountLimit = Exclude<RateLimitName, MemberWriteLimit | 'importFile' | 'dataExport'>;
const isMemberWrite = (name: string): name is MemberWriteLimit =>
  (MEMBER_WRITE_LIMITS as readonly string[]).includes(name);
const probedElsewhere = (name: string) => isMemberWrite(name) || name === 'importFile' || name === 'dataExport';

const PROBES: Record<AccountLimit, Probe> = {
  login: {
    request: ({ email }) => ({ method: 'POST', url: '/api/login', payload: { email, password: 'Wrong-pass1' } }),
    status: 401,
  },
  loginFailures: {
    request: ({ email }) => ({ method: 'POST', url: '/api/login', payload: { email, password: 'Wrong-pass1' } }),
    status: 401,
  },
  register: {
    request: () => {
      const user_name = uniqueUserName('limit');
      return {
        method: 'POST',
        url: '/api/register',
        payload: { user_name, email: `${user_name}@example.test`, password: 'Password123' },
      };
    },
    status: 201,
  },
  availability: {
    request: () => ({ method: 'GET', url: '/api/users/check-email-availability?email=a@b.cd' }),
    status: 200,
  },
  resetRequest: {
    request: ({ email }) => ({ method: 'POST', url: '/api/reset-password', payload: { email, lang: 'fr' } }),
    status: 200,
  },
  resetConfirm: {
    request: () => ({
      method: 'POST',
      url: '/api/reset-password/confirm',
      payload: { token: 'guess', password: 'Password123' },
    }),
    status: 400,
  },
  emailChangeConfirm: {
    request: () => ({ method: 'POST', url: '/api/account/email/confirm', payload: { token: 'guess' } }),
    status: 400,
  },
  contact: {
    request: () => ({ method: 'POST', url: '/api/contact', payload: { email: 'lea@exemple.fr', message: 'Bonjour' } }),
    status: 200,
  },
  avatarUpload: { request: ({ cookie }) => avatar(cookie), status: 200 },
  // These two are counted before the list is looked up: an unknown list's 404 counts as a comment, an invitation.
  comment: {
    request: ({ cookie }) => ({
      method: 'POST',
      url: '/api/list/2147483647/comments',
      payload: { body: 'Bonjour' },
      headers: cookie ? { cookie } : {},
    }),
    status: 404,
  },
  inviteEditor: {
    request: ({ cookie }) => ({
      method: 'POST',
      url: '/api/list/2147483647/editors',
      payload: { user_name: 'somebody' },
      headers: cookie ? { cookie } : {},
    }),
    status: 404,
  },
  // Saving one's services (modules/availability): an empty choice is a valid one.
  watchServices: {
    request: ({ cookie }) => ({
      method: 'PUT',
      url: '/api/account/services',
      payload: { region: 'FR', provider_ids: [] },
      headers: cookie ? { cookie } : {},
    }),
    status: 200,
  },
  // Counted before the list is looked up, like a comment.
  watchLookup: {
    request: ({ cookie }) => ({
      method: 'GET',
      url: '/api/list/2147483647/availability',
      headers: cookie ? { cookie } : {},
    }),
    status: 404,
  },
  passwordChange: {
    request: ({ cookie }) => ({
      method: 'PUT',
      url: '/api/account/password',
      payload: { current_password: 'Wrong-pass1', new_password: 'Password123' },
      headers: cookie ? { cookie } : {},
    }),
    status: 400,
  },
};

let emailCounter = 0;
const freshEmail = () => `limit${++emailCounter}-${Math.random().toString(36).slice(2, 8)}@example.test`;

async function freshParts(t: TestApp): Promise<Parts> {
  return { ip: uniqueAddress(), email: freshEmail(), cookie: await cookieFor(t.app, await createUser(t.app)) };
}

/** Fixed key parts for the rule under test, fresh ones for everything else. */
async function partsFor(t: TestApp, per: readonly KeyPart[], fixed: Parts): Promise<Parts> {
  const fresh = await freshParts(t);
  return {
    ip: per.includes('ip') ? fixed.ip : fresh.ip,
    email: per.includes('email') ? fixed.email : fresh.email,
    cookie: per.includes('user') ? fixed.cookie : fresh.cookie,
  };
}

async function send(t: TestApp, name: AccountLimit, parts: Parts, lang = 'fr') {
  const options = PROBES[name].request(parts, t);
  return t.app.inject({
    ...options,
    remoteAddress: parts.ip,
    headers: { ...csrf, 'accept-language': lang, ...(options.headers ?? {}) },
  });
}

const cases = Object.entries(RATE_LIMITS)
  .filter(([name]) => !probedElsewhere(name))
  .flatMap(([name, rules]) =>
    (rules as readonly RateLimitRule[]).map((rule, index) => [name as AccountLimit, index, rule] as const),
  );

describe.each(['process memory', 'Redis'])('rate limits counted in %s', (store) => {
  let t: TestApp;
  beforeAll(async () => {
    png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#39c' } })
      .png()
      .toBuffer();
    t = await createTestApp(store === 'Redis' ? { REDIS_URL: testRedisUrl() } : {});
    // The Redis run really counts in Redis (a Redis that does not answer would fall back to memory).
    expect(t.app.redis ? await t.app.redis.ping() : 'none').toBe(store === 'Redis' ? 'PONG' : 'none');
  });
  afterAll(async () => t.close());

  it('has a probe for every limit', () => {
    expect(Object.keys(PROBES).sort()).toEqual(
      Object.keys(RATE_LIMITS)
        .filter((name) => !probedElsewhere(name))
        .sort(),
    );
  });

  it.each(cases)(
    '%s, rule %i (%o): max requests pass, the next is 429, another key passes',
    async (name, _index, rule) => {
      const fixed = await freshParts(t);
      const statuses: number[] = [];
      for (let attempt = 0; attempt < rule.max; attempt++)
        statuses.push((await send(t, name, await partsFor(t, rule.per, fixed))).statusCode);
      expect(statuses).toEqual(Array(rule.max).fill(PROBES[name].status));

      const blocked = await send(t, name, await partsFor(t, rule.per, fixed), 'en');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual({
        code: 'rate_limited',
        message: 'Too many attempts. Please try again in a few minutes.',
      });
      const retryAfter = Number(blocked.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(rule.windowMs / 1000);

      const other = await send(t, name, await freshParts(t));
      expect(other.statusCode).toBe(PROBES[name].status);
    },
  );
});
