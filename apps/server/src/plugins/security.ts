import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { resolveWebDist } from '../lib/web-dist.js';

/** Where Swagger UI and the OpenAPI document are served. */
export const DOCS_PREFIX = '/api/docs';

type Directives = Record<string, string[]>;

const sha256 = (source: string) => `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`;

/**
 * Hashes of the inline `<script>` blocks of the built index.html (the theme script that avoids a
 * flash of the wrong colour scheme), so the CSP allows exactly them and never inline script.
 */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)]
    .map((match) => match[1] ?? '')
    .filter((body) => body.trim() !== '')
    .map(sha256);
}

function readInlineScriptHashes(webDist: string | undefined): string[] {
  if (!webDist) return [];
  return inlineScriptHashes(readFileSync(path.join(webDist, 'index.html'), 'utf8'));
}

export function appDirectives(scriptHashes: string[], https: boolean): Directives {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptHashes],
    'script-src-attr': ["'none'"],
    // Radix locks page scroll with a runtime <style> whose content varies, and Swagger UI styles
    // inline: neither can be hashed. Inline styles cannot run code; scripts stay hash-only.
    'style-src': ["'self'", "'unsafe-inline'"],
    // Catalogue images come through our own origin too (decision 023): no outside host at all.
    'img-src': ["'self'", 'data:', 'blob:'],
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

export const securityPlugin = fp(async (app: FastifyInstance) => {
  const https = app.config.publicUrl.startsWith('https:');
  const directives = appDirectives(readInlineScriptHashes(resolveWebDist(app.config)), https);
  const options: HelmetOptions = {
    contentSecurityPolicy: { useDefaults: false, directives },
    // HSTS on an http origin is ignored by browsers and only confuses a later https setup.
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    // The video platform's embedded player needs the page's origin as referrer.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  };
  // Built once for the process: the Fastify wrapper built the policy again for every answer, a
  // twentieth of the CPU of a small API answer (`bench:lists`, list pages).
  const setHeaders = helmet(options);
  app.addHook('onRequest', (request, reply, done) =>
    setHeaders(request.raw, reply.raw, (error?: unknown) => done(error instanceof Error ? error : undefined)),
  );
});
