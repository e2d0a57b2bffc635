import { z } from 'zod';

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const optionalUrl = optionalString.pipe(z.url().optional());

/** `0` (no proxy), a number of proxy hops, or the proxies' addresses and networks, comma-separated. */
const PROXY_ENTRY = '(?:[0-9a-fA-F.:/]+|loopback|linklocal|uniquelocal)';
const TRUST_PROXY_PATTERN = new RegExp(`^(?:\\d{1,2}|${PROXY_ENTRY}(?:\\s*,\\s*${PROXY_ENTRY})*)$`);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  PUBLIC_URL: optionalUrl,
  DATABASE_URL: optionalUrl,
  DATA_DIR: z.string().min(1).default('./data'),
  SESSION_SECRET: optionalString.pipe(z.string().min(32).optional()),
  SMTP_URL: optionalUrl,
  MAIL_FROM: optionalString,
  CONTACT_TO: optionalString.pipe(z.email().optional()),
  TMDB_API_KEY: optionalString,
  YOUTUBE_API_KEY: optionalString,
  TMDB_BASE_URL: optionalUrl,
  CATALOG: z.enum(['offline', 'live']).optional(),
  ADMIN_EMAIL: optionalString.pipe(z.email().optional()),
  ADMIN_PASSWORD: optionalString,
  SEED_DEMO: z.enum(['0', '1']).optional(),
  REDIS_URL: optionalUrl,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_FORMAT: z.enum(['auto', 'json', 'pretty']).default('auto'),
  WEB_DIST: optionalString,
  TRUST_PROXY: optionalString.pipe(
    z.string().regex(TRUST_PROXY_PATTERN, 'a hop count or a list of proxy addresses').optional(),
  ),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(120_000),
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(10_000),
  KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(5_000),
  METRICS_TOKEN: optionalString.pipe(z.string().min(16).optional()),
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  publicUrl: string;
  databaseUrl: string | undefined;
  dataDir: string;
  sessionSecret: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  contactTo: string | undefined;
  tmdbApiKey: string | undefined;
  youtubeApiKey: string | undefined;
  /**
   * Where the movie database's API (v3) is asked: its own address by default; a proxy or mirror of
   * it, or the switchable stand-in the browser tests start (scripts/stub-tmdb.mjs).
   */
  tmdbBaseUrl: string | undefined;
  catalog: 'offline' | 'live';
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  seedDemo: boolean | undefined;
  redisUrl: string | undefined;
  logLevel: Env['LOG_LEVEL'];
  /** `json`: one object a line, for log collectors; `pretty`: readable lines; `auto`: pretty on a terminal only (lib/log.ts). */
  logFormat: Env['LOG_FORMAT'];
  webDist: string | undefined;
  /**
   * Which X-Forwarded-For hops to believe: false (none, the default: a client could forge them), a
   * hop count (`1`: one proxy in front), or the proxies' addresses. Given to Fastify's `trustProxy`.
   */
  trustProxy: false | number | string[];
  /**
   * Longest a client may take to send a whole request, headers and body: two minutes let a 5 MB
   * photo come from a phone on a slow uplink (about 350 kbit/s). Answering is not counted.
   */
  requestTimeoutMs: number;
  /** Longest a client may take to send a request's headers: a half-sent request cannot hold a socket longer. */
  headersTimeoutMs: number;
  /**
   * How long a connection may stay idle between requests. Behind a proxy that keeps connections to
   * the server open (nginx's upstream `keepalive`, a cloud load balancer), set it above the proxy's
   * own idle timeout, or the proxy may send a request on a connection being closed.
   */
  keepAliveTimeoutMs: number;
  /** Bearer token that GET /metrics asks of Prometheus; unset, there is no /metrics (plugins/metrics.ts). */
  metricsToken: string | undefined;
}

export class ConfigError extends Error {
  constructor(
    public readonly variable: string,
    detail: string,
  ) {
    super(`Invalid configuration: ${variable} ${detail}`);
  }
}

/** Parses the environment once; a bad value throws a ConfigError naming the variable (never its value). */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const variable = String(issue?.path[0] ?? 'environment');
    throw new ConfigError(variable, `is not valid (${issue?.message ?? 'unknown problem'}).`);
  }
  const env = parsed.data;
  if (env.CATALOG === 'live' && !env.TMDB_API_KEY) {
    throw new ConfigError('CATALOG', 'is "live" but TMDB_API_KEY is not set.');
  }
  // Node refuses to start a server whose headers may take longer than the whole request.
  if (env.HEADERS_TIMEOUT_MS > env.REQUEST_TIMEOUT_MS) {
    throw new ConfigError('HEADERS_TIMEOUT_MS', 'is longer than REQUEST_TIMEOUT_MS.');
  }
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    publicUrl: (env.PUBLIC_URL ?? defaultPublicUrl(env.HOST, env.PORT)).replace(/\/+$/, ''),
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    sessionSecret: env.SESSION_SECRET,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM ?? 'Pépites <no-reply@pepites.local>',
    contactTo: env.CONTACT_TO,
    tmdbApiKey: env.TMDB_API_KEY,
    youtubeApiKey: env.YOUTUBE_API_KEY,
    tmdbBaseUrl: env.TMDB_BASE_URL?.replace(/\/+$/, ''),
    catalog: env.CATALOG ?? (env.TMDB_API_KEY || env.YOUTUBE_API_KEY ? 'live' : 'offline'),
    adminEmail: env.ADMIN_EMAIL,
    adminPassword: env.ADMIN_PASSWORD,
    seedDemo: env.SEED_DEMO === undefined ? undefined : env.SEED_DEMO === '1',
    redisUrl: env.REDIS_URL,
    logLevel: env.LOG_LEVEL,
    logFormat: env.LOG_FORMAT,
    webDist: env.WEB_DIST,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    requestTimeoutMs: env.REQUEST_TIMEOUT_MS,
    headersTimeoutMs: env.HEADERS_TIMEOUT_MS,
    keepAliveTimeoutMs: env.KEEP_ALIVE_TIMEOUT_MS,
    metricsToken: env.METRICS_TOKEN,
  };
}

/**
 * Where the server can be reached when PUBLIC_URL is unset: the address it listens on, so that a
 * mailed link opens the same origin (and cookies) as the page; `localhost` for a wildcard address.
 */
export function defaultPublicUrl(host: string, port: number): string {
  const wildcard = host === '0.0.0.0' || host === '::' || host === '';
  const name = wildcard ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

function parseTrustProxy(value: string | undefined): Config['trustProxy'] {
  if (value === undefined || value === '0') return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value.split(',').map((entry) => entry.trim());
}
