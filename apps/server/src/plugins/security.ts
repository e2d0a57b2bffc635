import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { resolveWebDist } from '../lib/web-dist.js';

/** Hosts our pages may show images from: the movie database's posters and the video platform's thumbnails. */
export const IMAGE_HOSTS = ['https://image.tmdb.org', 'https://i.ytimg.com'];

/** Swagger UI's pages live here; they get their own, slightly wider, policy. */
export const DOCS_PREFIX = '/api/docs';

type Directives = Record<string, string[]>;

const sha256 = (source: string) => `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`;

/**
 * Hashes of the inline `<script>` and `<style>` blocks of the built index.html (the theme script
 * that avoids a flash of the wrong colour scheme), so the CSP allows exactly them and never
 * `'unsafe-inline'`.
 */
export function inlineHashes(html: string): { scripts: string[]; styles: string[] } {
  const scripts = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)]
    .map((match) => match[1] ?? '')
    .filter((body) => body.trim() !== '');
  const styles = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/gi)].map((match) => match[1] ?? '');
  return { scripts: scripts.map(sha256), styles: styles.map(sha256) };
}

function readInlineHashes(webDist: string | undefined) {
  if (!webDist) return { scripts: [], styles: [] };
  return inlineHashes(readFileSync(path.join(webDist, 'index.html'), 'utf8'));
}

export function appDirectives(hashes: { scripts: string[]; styles: string[] }, https: boolean): Directives {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...hashes.scripts],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", ...hashes.styles],
    'img-src': ["'self'", 'data:', 'blob:', ...IMAGE_HOSTS],
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
    'manifest-src': ["'self'"],
    'worker-src': ["'self'"],
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    // On plain http (a LAN address, a test box) upgrading requests would break every asset.
    ...(https ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

/** Swagger UI sets inline styles from its scripts; scoped to its own pages only. */
export function docsDirectives(base: Directives): Directives {
  return { ...base, 'style-src': ["'self'", "'unsafe-inline'"] };
}

export const securityPlugin = fp(async (app: FastifyInstance) => {
  const https = app.config.publicUrl.startsWith('https:');
  const directives = appDirectives(readInlineHashes(resolveWebDist(app.config)), https);
  const options: FastifyHelmetOptions = {
    contentSecurityPolicy: { useDefaults: false, directives },
    // HSTS on an http origin is ignored by browsers and only confuses a later https setup.
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    // The video platform's embedded player needs the page's origin as referrer.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  };

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(DOCS_PREFIX)) return;
    route.config = Object.assign(route.config ?? {}, {
      helmet: { contentSecurityPolicy: { useDefaults: false, directives: docsDirectives(directives) } },
    });
  });
  await app.register(helmet, options);
});
