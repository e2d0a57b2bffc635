import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { boxed, startSummary } from './start-summary.js';

const summaryOf = (env: Record<string, string>, pretty = false) =>
  startSummary(loadConfig({ DATA_DIR: '/srv/pepites-data', ...env }), { pretty }).join('\n');

describe('startSummary', () => {
  it('says where the server answers and that it runs on its own: embedded database, offline catalogue, local outbox', () => {
    expect(summaryOf({ PORT: '3931' }, true).split('\n')).toEqual([
      'Pépites is ready on http://127.0.0.1:3931',
      `  database   embedded PGlite in ${path.resolve('/srv/pepites-data')}`,
      '  catalogue  offline, built in (TMDB_API_KEY or YOUTUBE_API_KEY for live services)',
      `  mail       not sent: written to ${path.resolve('/srv/pepites-data/outbox')} (SMTP_URL to send)`,
      '  logs       readable, level info (LOG_LEVEL=debug adds a line per request; LOG_FORMAT=json for JSON lines)',
    ]);
  });

  it('names the PostgreSQL, SMTP and Redis hosts, never a user name or password', () => {
    const summary = summaryOf({
      DATABASE_URL: 'postgres://pepites_owner:Pg-S3cret@db.example.org:5433/pepites_prod?sslmode=require',
      SMTP_URL: 'smtps://mailer%40example.org:Smtp-S3cret@smtp.example.org:465',
      REDIS_URL: 'redis://default:Redis-S3cret@cache.example.org:6380/2',
      LOG_FORMAT: 'json',
    });
    expect(summary).toContain('  database   PostgreSQL "pepites_prod" on db.example.org:5433');
    expect(summary).toContain('  mail       sent through SMTP at smtp.example.org:465');
    expect(summary).toContain(
      '  redis      cache.example.org:6380 (rate limits, notifications and catalogue cache shared by every process)',
    );
    expect(summary).toContain('  logs       JSON lines, level info');
    expect(summary).not.toMatch(/S3cret|pepites_owner|mailer|default|sslmode/);
  });

  it('says which catalogue services are live and which stay offline', () => {
    expect(summaryOf({ TMDB_API_KEY: 'tmdb-key-1234' })).toContain(
      '  catalogue  live: movies and shows from TMDB, podcasts from the iTunes directory; offline: videos',
    );
    expect(summaryOf({ YOUTUBE_API_KEY: 'yt-key-1234' })).toContain(
      '  catalogue  live: videos from YouTube, podcasts from the iTunes directory; offline: movies and shows',
    );
    expect(summaryOf({ TMDB_API_KEY: 'tmdb-key-1234', YOUTUBE_API_KEY: 'yt-key-1234' })).not.toMatch(
      /offline|key-1234/,
    );
  });

  it('has no Redis line without REDIS_URL', () => {
    expect(summaryOf({})).not.toContain('redis');
  });
});

describe('boxed', () => {
  it('frames lines of different lengths in one width', () => {
    expect(boxed(['Admin account created', '  password  Xy7'])).toBe(
      [
        '┌───────────────────────┐',
        '│ Admin account created │',
        '│   password  Xy7       │',
        '└───────────────────────┘',
      ].join('\n'),
    );
  });
});
