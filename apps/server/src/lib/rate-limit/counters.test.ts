import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { testRedisUrl } from '../../test/db-url.js';
import { createRuleCounters } from './counters.js';
import { RATE_LIMITS } from './rules.js';

const CONTACT = RATE_LIMITS.contact[0];

describe('rate-limit counters on rate-limiter-flexible', () => {
  const redis = new Redis(testRedisUrl());
  afterAll(async () => {
    await redis.quit();
  });

  it('keeps the Redis keys and windows of before: `prefix` then the key, expiring with the window', async () => {
    const prefix = `pepites:test:${randomUUID()}:`;
    const [contact] = createRuleCounters({ redis, prefix, onFallback: () => expect.unreachable() })('contact');
    expect((await contact?.counters.consume('contact|0|203.0.113.7'))?.consumedPoints).toBe(1);
    expect(await redis.keys(`${prefix}*`)).toEqual([`${prefix}contact|0|203.0.113.7`]);
    expect(await redis.pttl(`${prefix}contact|0|203.0.113.7`)).toBeGreaterThan(CONTACT.windowMs - 60_000);
    // Reading does not count.
    expect((await contact?.counters.get('contact|0|203.0.113.7'))?.consumedPoints).toBe(1);
    expect(await contact?.counters.get('contact|0|203.0.113.8')).toBeNull();
  });

  it('counts in the process when Redis does not answer, and says so once', async () => {
    // Nothing listens on port 1: every command fails at once.
    const down = new Redis('redis://127.0.0.1:1', { enableOfflineQueue: false, lazyConnect: true });
    down.on('error', () => undefined);
    let reported = 0;
    const [contact] = createRuleCounters({ redis: down, prefix: 'pepites:test:', onFallback: () => (reported += 1) })(
      'contact',
    );
    for (let hit = 0; hit < CONTACT.max; hit++) await contact?.counters.consume('contact|0|203.0.113.9');
    await expect(contact?.counters.consume('contact|0|203.0.113.9')).rejects.toMatchObject({
      consumedPoints: CONTACT.max + 1,
    });
    expect((await contact?.counters.get('contact|0|203.0.113.9'))?.consumedPoints).toBe(CONTACT.max + 1);
    expect(reported).toBe(1);
    down.disconnect();
  });
});
