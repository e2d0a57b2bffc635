import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PageRenderer } from '@pepites/contracts';
import { createTestApp, type TestApp } from './app.js';

/**
 * The web app's server entry loaded from its source (Vitest compiles it), so the pages tests run the
 * real pages without depending on whether `npm run build` ran.
 */
export async function sourcePageRenderer(): Promise<PageRenderer> {
  const entry = path.resolve(import.meta.dirname, '../../../web/src/entry-server.tsx');
  return (await import(/* @vite-ignore */ entry)) as PageRenderer;
}

/** A page frame like the built index.html: what the server writes rendered pages into. */
export const PAGE_TEMPLATE = `<!doctype html>
<html lang="fr">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Site." />
    <title>Pépites</title>
    <script type="module" crossorigin src="/assets/index-test.js"></script>
  </head>
  <body>
    <div id="root"></div>
    <noscript>Pépites a besoin de JavaScript. / Pépites needs JavaScript.</noscript>
  </body>
</html>
`;

/** A built web app's folder holding only the page frame (no server-side bundle beside it). */
export async function writeDist(): Promise<string> {
  const dist = await mkdtemp(path.join(tmpdir(), 'pepites-dist-'));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(path.join(dist, 'index.html'), PAGE_TEMPLATE);
  return dist;
}

/** An app serving pages through `pageRenderer` (with options of its own, a logger say), closed after `run`. */
export async function withPagesApp(
  appOptions: Parameters<typeof createTestApp>[1],
  run: (t: TestApp) => Promise<void>,
): Promise<void> {
  const dist = await writeDist();
  const t = await createTestApp({ WEB_DIST: dist }, appOptions);
  try {
    await run(t);
  } finally {
    await t.close();
    await rm(dist, { recursive: true, force: true });
  }
}
