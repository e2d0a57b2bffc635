import path from 'node:path';
import type { Config } from '../config.js';

/**
 * What the server prints once it listens, for the person who started it: where it answers and what
 * it runs on. Connection strings are reduced to their host and database: never a user or password.
 */
export function startSummary(config: Config, logs: { pretty: boolean }): string[] {
  const rows: [string, string][] = [
    ['database', databaseLine(config)],
    ['catalogue', catalogueLine(config)],
    ['mail', mailLine(config)],
    ...(config.redisUrl
      ? [
          [
            'redis',
            `${hostOf(config.redisUrl)} (rate limits, notifications and catalogue cache shared by every process)`,
          ] as [string, string],
        ]
      : []),
    ['logs', logsLine(config, logs)],
  ];
  return [`Pépites is ready on ${config.publicUrl}`, ...rows.map(([name, value]) => `  ${name.padEnd(10)} ${value}`)];
}

/** `host:port` of a connection URL, nothing of its user name, password or options. */
function hostOf(url: string): string {
  const { hostname, port } = new URL(url);
  if (!hostname) return 'a local socket';
  return port ? `${hostname}:${port}` : hostname;
}

function databaseLine(config: Config): string {
  if (!config.databaseUrl) return `embedded PGlite in ${path.resolve(config.dataDir)}`;
  const name = decodeURIComponent(new URL(config.databaseUrl).pathname.slice(1));
  return `PostgreSQL${name ? ` "${name}"` : ''} on ${hostOf(config.databaseUrl)}`;
}

function catalogueLine(config: Config): string {
  if (config.catalog === 'offline') return 'offline, built in (TMDB_API_KEY or YOUTUBE_API_KEY for live services)';
  const live = [
    config.tmdbApiKey && 'movies and shows from TMDB',
    config.youtubeApiKey && 'videos from YouTube',
    'podcasts from the iTunes directory',
  ];
  const offline = [!config.tmdbApiKey && 'movies and shows', !config.youtubeApiKey && 'videos'].filter(Boolean);
  return `live: ${live.filter(Boolean).join(', ')}${offline.length > 0 ? `; offline: ${offline.join(', ')}` : ''}`;
}

function mailLine(config: Config): string {
  if (config.smtpUrl) return `sent through SMTP at ${hostOf(config.smtpUrl)}`;
  return `not sent: written to ${path.resolve(config.dataDir, 'outbox')} (SMTP_URL to send)`;
}

function logsLine(config: Config, logs: { pretty: boolean }): string {
  if (!logs.pretty) return `JSON lines, level ${config.logLevel}`;
  const requests =
    config.logLevel === 'debug' || config.logLevel === 'trace'
      ? 'a line per request'
      : 'LOG_LEVEL=debug adds a line per request';
  return `readable, level ${config.logLevel} (${requests}; LOG_FORMAT=json for JSON lines)`;
}

/** Lines in a frame, so that a one-time message (the admin's first password) is not lost among logs. */
export function boxed(lines: string[]): string {
  const width = Math.max(...lines.map((line) => line.length));
  const rule = '─'.repeat(width + 2);
  return [`┌${rule}┐`, ...lines.map((line) => `│ ${line.padEnd(width)} │`), `└${rule}┘`].join('\n');
}
