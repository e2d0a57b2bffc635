import path from 'node:path';
import type { PageRenderer } from '@pepites/contracts';

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
