import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { createShortLivedCache } from '../lib/short-lived-cache.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A read whose answer is the same for every visitor: kept briefly for them (visitor-cache.ts). */
    visitorCache?: boolean;
    /**
     * With `visitorCache`: the answer does not depend on who asks either (no like, mark or private
     * list in it), so members share the kept answers too.
     */
    sameForMembers?: boolean;
    /**
     * Whether a successful (2xx) answer means visitors may see something new, which empties their
     * caches. By default a POST, PUT, PATCH or DELETE does and a GET does not; `false` marks a write
     * that changes nothing a visitor sees (a session, a mail, a member's own marks) or a POST that
     * only reads, `true` a GET that writes.
     */
    publicWrite?: boolean;
  }
}

export interface VisitorCacheOptions {
  /** How long an answer is reused (ms) while other processes' writes may go unheard; 0 turns the cache off. */
  ttlMs?: number;
  /** How long while they are heard (ms): a write anywhere empties the cache then. */
  heardTtlMs?: number;
  /** Most characters of answers kept at once. */
  maxChars?: number;
}

/**
 * Well under the one second in which a new like, list or privacy change must show, when another
 * process's write may go unheard (docs/architecture.md#caches).
 */
export const VISITOR_CACHE_TTL_MS = 500;
/**
 * While every process's writes are heard (Redis's channel, or the database's notifications), a
 * write anywhere empties the caches at once: time only bounds what changed outside the API (SQL,
 * a script), and answers are read again this often (docs/decisions/042-title-search-terms.md).
 */
export const VISITOR_CACHE_HEARD_TTL_MS = 5000;
// A few seconds of distinct answers (list pages of 10–15 KB) fit; more would only grow the process
// (RSS ≤ 250 MB under load).
const MAX_CHARS = 16 * 1024 * 1024;

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Opt-out rather than opt-in: a route that forgets the flag costs visitors a few cache misses,
 * whereas a write route that forgot to opt in would leave them a list made private.
 */
const changesWhatVisitorsSee = (request: FastifyRequest) =>
  request.routeOptions.config.publicWrite ?? !SAFE_METHODS.has(request.method);

// A refused write (4xx) changed nothing, and a failed one (5xx) is taken as such: counting them would
// let anyone empty the caches. A failure after its commit shows once the kept answers expire.
const succeeded = (statusCode: number) => statusCode >= 200 && statusCode < 300;

/**
 * Answers of public reads (browse, a list's page, rankings) kept for visitors a few seconds: a page
 * that thousands of visitors open costs one query in that time. Only visitors' 200 answers are
 * kept (a signed-in member's carry their likes and seen marks; `sameForMembers` routes' do not, and
 * are kept for members as well), keyed by language, path, query and body. A successful write that
 * changes what visitors see (`publicWrite`) bumps `publicWrites` before its answer leaves, which
 * makes every kept answer stale, and an answer computed while one happened is not kept, so a list
 * made private is never served again from here. Other processes hear of the write through Redis or
 * the database's notifications (plugins/public-writes.ts); while they may not (the channel is
 * down), answers are kept half a second, the TTL then bounding how long a write elsewhere is missed.
 */
export const visitorCachePlugin = fp(async (app: FastifyInstance, options: VisitorCacheOptions) => {
  const ttlMs = options.ttlMs ?? VISITOR_CACHE_TTL_MS;
  const heardTtlMs = Math.max(ttlMs, options.heardTtlMs ?? VISITOR_CACHE_HEARD_TTL_MS);
  const maxChars = options.maxChars ?? MAX_CHARS;
  const cache = createShortLivedCache<string>({
    ttlMs: heardTtlMs,
    maxSize: maxChars,
    sizeOf: (payload) => payload.length,
  });
  const keyOf = new WeakMap<FastifyRequest, { key: string; generation: number }>();
  const writes = app.publicWrites;
  const counts = app.metrics.cache('visitor_api');

  const cacheable = (request: FastifyRequest) => {
    const { visitorCache, sameForMembers } = request.routeOptions.config;
    return ttlMs > 0 && visitorCache === true && (request.user === null || sameForMembers === true);
  };

  app.addHook('preHandler', async (request, reply) => {
    if (!cacheable(request)) return;
    const key = `${request.lang} ${request.method} ${request.url} ${request.body === undefined ? '' : JSON.stringify(request.body)}`;
    const payload = cache.get(key, writes.generation);
    if (payload !== undefined) {
      counts.hit();
      return reply.header('content-type', 'application/json; charset=utf-8').header('x-cache', 'hit').send(payload);
    }
    counts.miss();
    keyOf.set(request, { key, generation: writes.generation });
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (changesWhatVisitorsSee(request)) {
      if (succeeded(reply.statusCode)) writes.bump();
      return payload;
    }
    const pending = keyOf.get(request);
    if (
      pending &&
      pending.generation === writes.generation &&
      reply.statusCode === 200 &&
      typeof payload === 'string'
    ) {
      cache.set(pending.key, payload, pending.generation, writes.hearing() ? heardTtlMs : ttlMs);
    }
    return payload;
  });
});
