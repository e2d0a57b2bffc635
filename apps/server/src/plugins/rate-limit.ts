import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors.js';
import { createMemoryStore } from '../lib/rate-limit/memory-store.js';
import { createRedisStore } from '../lib/rate-limit/redis-store.js';
import { RATE_LIMITS, type KeyPart, type RateLimitName, type RateLimitRule } from '../lib/rate-limit/rules.js';
import type { Counter, CounterStore } from '../lib/rate-limit/store.js';

export interface RateLimits {
  /** A preHandler counting the request against every rule of `name`; 429 once one is exceeded. */
  guard(name: RateLimitName): preHandlerAsyncHookHandler;
  /** 429 when a rule of `name` is already exhausted, without counting this request. */
  assertAvailable(name: RateLimitName, request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** Counts one hit of `name` (a failure, for the limits that count only failures). */
  record(name: RateLimitName, request: FastifyRequest): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    rateLimits: RateLimits;
  }
}

export interface RateLimitOptions {
  /** Prefix of the Redis keys; tests give each app its own so that runs never share counters. */
  prefix?: string;
}

function bodyEmail(request: FastifyRequest): string {
  const body = request.body as { email?: unknown } | undefined;
  return typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
}

function keyPart(part: KeyPart, request: FastifyRequest): string {
  if (part === 'ip') return request.ip;
  if (part === 'email') return bodyEmail(request);
  return request.user ? String(request.user.id) : '';
}

/** The counter key of one rule for this request, or null when the request lacks one of its parts. */
function keyOf(name: RateLimitName, index: number, rule: RateLimitRule, request: FastifyRequest): string | null {
  const parts = rule.per.map((part) => keyPart(part, request));
  return parts.includes('') ? null : [name, index, ...parts].join('|');
}

function refuse(reply: FastifyReply, counters: Counter[]): never {
  const seconds = Math.max(1, ...counters.map((counter) => Math.ceil(counter.resetInMs / 1000)));
  void reply.header('retry-after', seconds);
  throw new AppError(429, 'rate_limited');
}

function createRateLimits(store: CounterStore): RateLimits {
  const rules = (name: RateLimitName) => RATE_LIMITS[name] as readonly RateLimitRule[];
  const record = async (name: RateLimitName, request: FastifyRequest) => {
    const exceeded: Counter[] = [];
    for (const [index, rule] of rules(name).entries()) {
      const key = keyOf(name, index, rule, request);
      if (!key) continue;
      const counter = await store.hit(key, rule.windowMs);
      if (counter.count > rule.max) exceeded.push(counter);
    }
    return exceeded;
  };
  return {
    guard: (name) => async (request, reply) => {
      const exceeded = await record(name, request);
      if (exceeded.length > 0) refuse(reply, exceeded);
    },
    async assertAvailable(name, request, reply) {
      const exhausted: Counter[] = [];
      for (const [index, rule] of rules(name).entries()) {
        const key = keyOf(name, index, rule, request);
        const counter = key ? await store.peek(key) : null;
        if (counter && counter.count >= rule.max) exhausted.push(counter);
      }
      if (exhausted.length > 0) refuse(reply, exhausted);
    },
    async record(name, request) {
      await record(name, request);
    },
  };
}

/** The one rate-limiting mechanism of the API: RATE_LIMITS, counted in Redis when REDIS_URL is set. */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance, options: RateLimitOptions) => {
    const memory = createMemoryStore();
    const store: CounterStore = app.redis
      ? createRedisStore(app.redis, {
          prefix: options.prefix ?? 'pepites:rate:',
          fallback: memory,
          onError: (error) => app.log.error({ err: error }, 'rate limits: Redis failed, counting in this process'),
        })
      : memory;
    app.decorate('rateLimits', createRateLimits(store));
    app.addHook('onClose', async () => store.close());
  },
  { name: 'pepites-rate-limit', dependencies: ['pepites-redis'] },
);
