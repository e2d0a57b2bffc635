import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors.js';
import type { RateLimiterRes } from 'rate-limiter-flexible';
import { createRuleCounters, type RuleCounters } from '../lib/rate-limit/counters.js';
import type { KeyPart, RateLimitName, RateLimitRule } from '../lib/rate-limit/rules.js';

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

function refuse(reply: FastifyReply, counters: RateLimiterRes[]): never {
  const seconds = Math.max(1, ...counters.map((counter) => Math.ceil(counter.msBeforeNext / 1000)));
  void reply.header('retry-after', seconds);
  throw new AppError(429, 'rate_limited');
}

function createRateLimits(
  rulesOf: (name: RateLimitName) => readonly RuleCounters[],
  onRefused: (name: RateLimitName) => void,
): RateLimits {
  /** The rules of `name` that apply to this request, each with its counter key. */
  const keyed = (name: RateLimitName, request: FastifyRequest) =>
    rulesOf(name).flatMap(({ rule, counters }, index) => {
      const key = keyOf(name, index, rule, request);
      return key ? [{ rule, counters, key }] : [];
    });
  return {
    guard: (name) => async (request, reply) => {
      const exceeded: RateLimiterRes[] = [];
      // Every rule counts the request, even once one of them refuses it.
      for (const { counters, key } of keyed(name, request)) {
        await counters.consume(key).catch((rejection: unknown) => {
          // A counter past `max`; anything else is a failure of the limiter itself.
          if (rejection instanceof Error) throw rejection;
          exceeded.push(rejection as RateLimiterRes);
        });
      }
      if (exceeded.length > 0) {
        onRefused(name);
        refuse(reply, exceeded);
      }
    },
    async assertAvailable(name, request, reply) {
      const exhausted: RateLimiterRes[] = [];
      for (const { rule, counters, key } of keyed(name, request)) {
        const counter = await counters.get(key);
        if (counter && counter.msBeforeNext > 0 && counter.consumedPoints >= rule.max) exhausted.push(counter);
      }
      if (exhausted.length > 0) {
        onRefused(name);
        refuse(reply, exhausted);
      }
    },
    async record(name, request) {
      for (const { counters, key } of keyed(name, request)) await counters.penalty(key);
    },
  };
}

/** The one rate-limiting mechanism of the API: RATE_LIMITS, counted in Redis when REDIS_URL is set. */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance, options: RateLimitOptions) => {
    const rules = createRuleCounters({
      redis: app.redis,
      prefix: options.prefix ?? 'pepites:rate:',
      onFallback: () => app.log.error('rate limits: Redis failed, counting in this process'),
    });
    app.decorate('rateLimits', createRateLimits(rules, app.metrics.rateLimited));
  },
  { name: 'pepites-rate-limit', dependencies: ['pepites-redis', 'pepites-metrics'] },
);
