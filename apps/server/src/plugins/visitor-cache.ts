import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { createShortLivedCache } from '../lib/short-lived-cache.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Counts the writes through this process: a page or an answer kept from before one is stale. */
    publicWrites: { generation: number };
  }
  interface FastifyContextConfig {
    /** A read whose answer is the same for every visitor: kept briefly for them (visitor-cache.ts). */
    visitorCache?: boolean;
    /** A POST that only reads (the browse search with tags in its body): it does not empty the cache. */
    readOnly?: boolean;
  }
}

export interface VisitorCacheOptions {
  /** How long an answer is reused (ms); 0 turns the cache off. */
  ttlMs?: number;
  /** Most characters of answers kept at once. */
  maxChars?: number;
}

/** Well under the one second in which a new like, list or privacy change must show (issue 7). */
export const VISITOR_CACHE_TTL_MS = 500;
// Half a second of distinct answers fits; more would only grow the process (RSS ≤ 250 MB under load).
const MAX_CHARS = 4 * 1024 * 1024;

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Answers of public reads (browse, a list's page, rankings) kept for visitors for half a second: a
 * page that thousands of visitors open costs one query a half-second. Only visitors' 200 answers are
 * kept (a signed-in member's carry their likes and seen marks), keyed by language, path, query and
 * body. Any write through this process empties the cache before its answer leaves, and an answer
 * computed while a write happened is not kept, so a list made private is never served again from
 * here. Other processes behind a proxy forget theirs within the TTL (decision 017).
 */
export const visitorCachePlugin = fp(async (app: FastifyInstance, options: VisitorCacheOptions) => {
  const ttlMs = options.ttlMs ?? VISITOR_CACHE_TTL_MS;
  const maxChars = options.maxChars ?? MAX_CHARS;
  const cache = createShortLivedCache<string>({ ttlMs, maxSize: maxChars, sizeOf: (payload) => payload.length });
  const keyOf = new WeakMap<FastifyRequest, { key: string; generation: number }>();
  const writes = app.publicWrites;

  const cacheable = (request: FastifyRequest) => ttlMs > 0 && request.routeOptions.config.visitorCache === true && request.user === null;

  app.addHook('preHandler', async (request, reply) => {
    if (!cacheable(request)) return;
    const key = `${request.lang} ${request.method} ${request.url} ${request.body === undefined ? '' : JSON.stringify(request.body)}`;
    const payload = cache.get(key, writes.generation);
    if (payload !== undefined) {
      return reply.header('content-type', 'application/json; charset=utf-8').header('x-cache', 'hit').send(payload);
    }
    keyOf.set(request, { key, generation: writes.generation });
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (!SAFE_METHODS.has(request.method) && request.routeOptions.config.readOnly !== true) {
      writes.generation += 1;
      cache.clear();
      return payload;
    }
    const pending = keyOf.get(request);
    if (pending && pending.generation === writes.generation && reply.statusCode === 200 && typeof payload === 'string') {
      cache.set(pending.key, payload, pending.generation);
    }
    return payload;
  });
});
