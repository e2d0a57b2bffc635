import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/app.js';
import { inlineScriptHashes } from './security.js';

function directives(header: string | string[] | number | undefined): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of String(header ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name, values);
  }
  return map;
}

describe('security headers', () => {
  it('sends a CSP allowing only our own origin, plus the usual hardening headers', async () => {
    const t = await createTestApp();
    try {
      const response = await t.app.inject({ method: 'GET', url: '/api/health' });
      const csp = directives(response.headers['content-security-policy']);
      expect(csp.get('default-src')).toEqual(["'self'"]);
      expect(csp.get('script-src')).toEqual(["'self'"]);
      expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
      expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
      expect(csp.get('font-src')).toEqual(["'self'"]);
      expect(csp.get('connect-src')).toEqual(["'self'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('base-uri')).toEqual(["'self'"]);
      expect(csp.get('form-action')).toEqual(["'self'"]);
      expect(csp.get('script-src')?.join(' ')).not.toContain('unsafe');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      // Plain http here: no HSTS and no upgrade of requests.
      expect(response.headers['strict-transport-security']).toBeUndefined();
      expect(csp.has('upgrade-insecure-requests')).toBe(false);
    } finally {
      await t.close();
    }
  });

  it('adds HSTS and request upgrades when the public address is https', async () => {
    const t = await createTestApp({ PUBLIC_URL: 'https://pepites.example' });
    try {
      const response = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(response.headers['strict-transport-security']).toContain('max-age=31536000');
      expect(directives(response.headers['content-security-policy']).has('upgrade-insecure-requests')).toBe(true);
    } finally {
      await t.close();
    }
  });

  it('serves Swagger UI under the same policy, scripts still limited to our own', async () => {
    const t = await createTestApp();
    try {
      const docs = await t.app.inject({ method: 'GET', url: '/api/docs' });
      expect(docs.statusCode).toBe(200);
      expect(docs.headers['content-type']).toMatch(/^text\/html/);
      expect(directives(docs.headers['content-security-policy']).get('style-src')).toEqual([
        "'self'",
        "'unsafe-inline'",
      ]);
      expect(directives(docs.headers['content-security-policy']).get('script-src')).toEqual(["'self'"]);
    } finally {
      await t.close();
    }
  });

  it('hashes the inline scripts of the built page, ignoring external scripts and styles', () => {
    const theme = "document.documentElement.classList.toggle('dark', true)";
    const html = `<html><head><script>${theme}</script><script type="module" src="/assets/app.js"></script><style>body{margin:0}</style></head></html>`;
    const expected = `'sha256-${createHash('sha256').update(theme).digest('base64')}'`;
    expect(inlineScriptHashes(html)).toEqual([expected]);
  });
});

describe('OpenAPI document', () => {
  it('is served at /api/docs/json and lists the API routes with their schemas', async () => {
    const t = await createTestApp();
    try {
      const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
      expect(response.statusCode).toBe(200);
      const doc = response.json() as {
        openapi: string;
        info: { title: string; version: string };
        paths: Record<string, Record<string, { requestBody?: unknown; responses?: Record<string, unknown> }>>;
      };
      expect(doc.openapi).toMatch(/^3\./);
      expect(doc.info).toMatchObject({ title: 'Pépites API', version: expect.any(String) });
      expect(doc.paths['/api/health']?.get?.responses?.['200']).toBeDefined();
      expect(doc.paths['/api/contact']?.post?.requestBody).toBeDefined();
      expect(doc.paths['/api/lists/getMostLiked']?.get).toBeDefined();
      expect(doc.paths['/api/uploads/{id}']?.get).toBeDefined();
      // Only API routes are documented (no static files, no docs routes).
      for (const path of Object.keys(doc.paths)) {
        expect(path.startsWith('/api/')).toBe(true);
        expect(path.startsWith('/api/docs')).toBe(false);
      }
    } finally {
      await t.close();
    }
  });
});
