import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { RATE_LIMITS, type RateLimitName } from './rate-limit/rules.js';

/** The caches whose hits and misses are counted (docs/architecture.md#caches). */
const CACHE_NAMES = ['visitor_api', 'pages', 'outside_images', 'link_previews'] as const;
export type CacheName = (typeof CACHE_NAMES)[number];

/** One cache's tally: a lookup that found a usable entry, or one that did not. */
export interface CacheCounts {
  hit(): void;
  miss(): void;
}

/** The database pool at the moment of a scrape (node-postgres' own counts). */
export interface PoolUse {
  total: number;
  idle: number;
  /** Queries waiting for a connection: the pool is the bottleneck while this stays above 0. */
  waiting: number;
  max: number;
}

/** Each queue's jobs waiting to run, read when Prometheus scrapes. */
export type QueueDepthReader = () => Promise<Record<string, number>> | Record<string, number>;

/** What the job queue feeds: its depth on demand, and its failures as they happen. */
export interface JobMetrics {
  /** Sets how `pepites_jobs_queued` is read at each scrape (the last one set wins). */
  setDepthReader(read: QueueDepthReader): void;
  /** Counts one failed job of `queue` in `pepites_jobs_failed_total`. */
  failed(queue: string): void;
}

export interface MetricsSources {
  /** Reads the pool's counts; null on PGlite, which has no pool (its gauges are then left out). */
  poolUse: (() => PoolUse) | null;
  /** Notification streams open in this process. */
  openStreams(): number;
}

export interface Metrics {
  /** The Prometheus text of this app's metrics and of the process's. */
  scrape(): Promise<string>;
  contentType: string;
  /** Observes one answered request: its route pattern (null when no route matched), status and duration. */
  observeRequest(method: string, route: string | null, status: number, seconds: number): void;
  cache(name: CacheName): CacheCounts;
  rateLimited(limiter: RateLimitName): void;
  jobs: JobMetrics;
}

/** The route label of requests no route matched: one series, whatever the URL. */
const UNMATCHED_ROUTE = 'unmatched';

const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

let shared: Registry | undefined;

/**
 * prom-client's default metrics (CPU, memory, heap, event-loop delay, GC) describe the process, and
 * prom-client offers no way to stop the event-loop monitor and GC observer it starts: started once
 * per app, every app a test builds would leave both running. So they live in one registry of this
 * module's, started by the first app that serves metrics, and are appended to every app's scrape.
 */
function processMetrics(): Registry {
  if (!shared) {
    shared = new Registry();
    collectDefaultMetrics({ register: shared });
  }
  return shared;
}

type Observer = { observe(value: number): void };

/**
 * The histogram's labelled children kept by route, method and status: a request then costs three
 * map reads and one observe, not a label object and its hash.
 */
function requestDurations(registry: Registry) {
  const histogram = new Histogram({
    name: 'pepites_http_request_duration_seconds',
    help: 'Time to answer a request, by route pattern, method and status code.',
    labelNames: ['route', 'method', 'status_code'] as const,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  const byRoute = new Map<string, Map<string, Map<number, Observer>>>();
  return (method: string, route: string | null, status: number, seconds: number) => {
    const routeLabel = route ?? UNMATCHED_ROUTE;
    let byMethod = byRoute.get(routeLabel);
    if (!byMethod) byRoute.set(routeLabel, (byMethod = new Map()));
    let byStatus = byMethod.get(method);
    if (!byStatus) byMethod.set(method, (byStatus = new Map()));
    let child = byStatus.get(status);
    if (!child) {
      child = histogram.labels({ route: routeLabel, method, status_code: String(status) });
      byStatus.set(status, child);
    }
    child.observe(seconds);
  };
}

function cacheCounts(registry: Registry): (name: CacheName) => CacheCounts {
  const hits = new Counter({
    name: 'pepites_cache_hits_total',
    help: 'Lookups that found a usable entry, by cache.',
    labelNames: ['cache'] as const,
    registers: [registry],
  });
  const misses = new Counter({
    name: 'pepites_cache_misses_total',
    help: 'Lookups that found nothing usable, by cache.',
    labelNames: ['cache'] as const,
    registers: [registry],
  });
  const counts = new Map<CacheName, CacheCounts>();
  for (const cache of CACHE_NAMES) {
    const hit = hits.labels({ cache });
    const miss = misses.labels({ cache });
    // Every cache shows from the first scrape, at 0, so a rate over it is defined.
    hit.inc(0);
    miss.inc(0);
    counts.set(cache, { hit: () => hit.inc(), miss: () => miss.inc() });
  }
  return (name) => {
    const found = counts.get(name);
    if (!found) throw new Error(`no metrics for the cache ${name}`);
    return found;
  };
}

function rateLimitRefusals(registry: Registry): (limiter: RateLimitName) => void {
  const refused = new Counter({
    name: 'pepites_rate_limit_refusals_total',
    help: 'Requests answered 429 by a rate limit, by limiter (lib/rate-limit/rules.ts).',
    labelNames: ['limiter'] as const,
    registers: [registry],
  });
  const byLimiter = new Map<string, { inc(): void }>();
  for (const limiter of Object.keys(RATE_LIMITS)) {
    const child = refused.labels({ limiter });
    child.inc(0);
    byLimiter.set(limiter, child);
  }
  return (limiter) => byLimiter.get(limiter)?.inc();
}

function jobMetrics(registry: Registry): JobMetrics {
  let readDepth: QueueDepthReader | null = null;
  new Gauge({
    name: 'pepites_jobs_queued',
    help: 'Jobs waiting to run, by queue.',
    labelNames: ['queue'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      if (!readDepth) return;
      // A queue that cannot be read leaves no series rather than failing the whole scrape.
      const depths = await Promise.resolve(readDepth()).catch(() => ({}));
      for (const [queue, depth] of Object.entries(depths)) this.set({ queue }, depth);
    },
  });
  const failures = new Counter({
    name: 'pepites_jobs_failed_total',
    help: 'Jobs that failed, by queue.',
    labelNames: ['queue'] as const,
    registers: [registry],
  });
  return {
    setDepthReader(read) {
      readDepth = read;
    },
    failed: (queue) => failures.labels({ queue }).inc(),
  };
}

function poolGauges(registry: Registry, poolUse: () => PoolUse): void {
  new Gauge({
    name: 'pepites_db_pool_connections',
    help: 'PostgreSQL pool connections, busy (checked out) or idle; absent on PGlite.',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const pool = poolUse();
      this.set({ state: 'busy' }, pool.total - pool.idle);
      this.set({ state: 'idle' }, pool.idle);
    },
  });
  new Gauge({
    name: 'pepites_db_pool_waiting',
    help: 'Queries waiting for a PostgreSQL pool connection; absent on PGlite.',
    registers: [registry],
    collect() {
      this.set(poolUse().waiting);
    },
  });
  new Gauge({
    name: 'pepites_db_pool_max_connections',
    help: 'Most connections the PostgreSQL pool opens; absent on PGlite.',
    registers: [registry],
    collect() {
      this.set(poolUse().max);
    },
  });
}

function streamGauge(registry: Registry, openStreams: () => number): void {
  new Gauge({
    name: 'pepites_notification_streams_open',
    help: 'Notification streams (server-sent events) open in this process.',
    registers: [registry],
    collect() {
      this.set(openStreams());
    },
  });
}

/**
 * The metrics of one app, in a registry of its own: tests build several apps in one process, and
 * prom-client's global registry would mix their counts and refuse their second registration.
 */
export function createMetrics(sources: MetricsSources, { withProcess }: { withProcess: boolean }): Metrics {
  const registry = new Registry();
  // Started when metrics are served, so the first scrape already has the event loop's delays.
  const processRegistry = withProcess ? processMetrics() : null;
  const observeRequest = requestDurations(registry);
  const cache = cacheCounts(registry);
  const rateLimited = rateLimitRefusals(registry);
  const jobs = jobMetrics(registry);
  if (sources.poolUse) poolGauges(registry, sources.poolUse);
  streamGauge(registry, sources.openStreams);
  return {
    contentType: registry.contentType,
    async scrape() {
      const own = await registry.metrics();
      return processRegistry ? own + (await processRegistry.metrics()) : own;
    },
    observeRequest,
    cache,
    rateLimited,
    jobs,
  };
}
