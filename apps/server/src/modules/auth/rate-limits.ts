import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { AppError } from '../../lib/errors.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

type KeyPart = 'ip' | 'email';

export interface RateLimitRule {
  max: number;
  windowMs: number;
  /** What the counter is kept per: the caller's IP, the email in the body, or both together. */
  per: readonly KeyPart[];
}

/** Every throttle of the accounts API in one place (in-memory now; Redis once REDIS_URL is wired). */
export const RATE_LIMITS = {
  login: [{ max: 10, windowMs: 15 * MINUTE, per: ['ip', 'email'] }],
  register: [{ max: 5, windowMs: HOUR, per: ['ip'] }],
  availability: [{ max: 60, windowMs: MINUTE, per: ['ip'] }],
  resetRequest: [
    { max: 5, windowMs: HOUR, per: ['ip'] },
    { max: 3, windowMs: HOUR, per: ['email'] },
  ],
  resetConfirm: [{ max: 10, windowMs: 15 * MINUTE, per: ['ip'] }],
} as const satisfies Record<string, readonly RateLimitRule[]>;

export type RateLimitName = keyof typeof RATE_LIMITS;

function bodyEmail(request: FastifyRequest): string {
  const body = request.body as { email?: unknown } | undefined;
  return typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
}

function keyOf(name: string, index: number, per: readonly KeyPart[], request: FastifyRequest): string {
  const parts = per.map((part) => (part === 'ip' ? request.ip : bodyEmail(request)));
  return [name, index, ...parts].join('|');
}

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

/** One set of counters per app, shared by every route that uses the same named limit. */
const limitersByApp = new WeakMap<object, Map<RateLimitName, Limiter[]>>();

function limitersFor(app: FastifyInstance, name: RateLimitName): Limiter[] {
  let byName = limitersByApp.get(app.createRateLimit);
  if (!byName) {
    byName = new Map();
    limitersByApp.set(app.createRateLimit, byName);
  }
  let limiters = byName.get(name);
  if (!limiters) {
    limiters = RATE_LIMITS[name].map((rule, index) =>
      app.createRateLimit({
        max: rule.max,
        timeWindow: rule.windowMs,
        keyGenerator: (request) => keyOf(name, index, rule.per, request),
      }),
    );
    byName.set(name, limiters);
  }
  return limiters;
}

/**
 * A preHandler (the body is parsed by then, so the email can be part of the key) answering 429 with
 * our localized error shape and a Retry-After header once any rule of `name` is exceeded.
 */
export function rateLimit(app: FastifyInstance, name: RateLimitName): preHandlerAsyncHookHandler {
  const limiters = limitersFor(app, name);
  return async (request, reply) => {
    let retryAfter = 0;
    for (const limiter of limiters) {
      const result = await limiter(request);
      if (!result.isAllowed && result.isExceeded) retryAfter = Math.max(retryAfter, result.ttlInSeconds);
    }
    if (retryAfter > 0) {
      reply.header('retry-after', retryAfter);
      throw new AppError(429, 'rate_limited');
    }
  };
}
