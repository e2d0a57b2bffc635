import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * Pages arrive rendered by the server, and the app's scripts only hydrate them: they are asked for
 * once the page has painted with its font (after the next frame; at once in a hidden tab, which paints none), so that on a slow
 * connection they do not compete with the page's document, style and font for its first paint. The
 * loader is an inline script: the server's CSP allows it by its hash, like the theme script.
 */
function scriptsAfterFirstPaint(): Plugin {
  return {
    name: 'pepites-scripts-after-first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(html);
        if (!entry?.[1]) throw new Error('scriptsAfterFirstPaint: no module entry in index.html');
        const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g)].map(
          (match) => match[1],
        );
        const loader = `<script>
      (function () {
        var started = false;
        function load() {
          if (started) return;
          started = true;
          ${JSON.stringify(preloads)}.forEach(function (href) {
            var link = document.createElement('link');
            link.rel = 'modulepreload';
            link.crossOrigin = '';
            link.href = href;
            document.head.appendChild(link);
          });
          var script = document.createElement('script');
          script.type = 'module';
          script.crossOrigin = '';
          script.src = ${JSON.stringify(entry[1])};
          document.head.appendChild(script);
        }
        if (document.visibilityState === 'hidden') {
          load();
        } else {
          var afterNextFrame = function () {
            requestAnimationFrame(function () {
              setTimeout(load, 0);
            });
          };
          // The page's text is painted once its font has arrived or been given up on (optional).
          if (document.fonts && document.fonts.ready) document.fonts.ready.then(afterNextFrame, afterNextFrame);
          else afterNextFrame();
          setTimeout(load, 1000);
        }
      })();
    </script>
    `;
        // Inter's latin face is asked for with the page, not after its style sheet: it arrives in
        // time to be used (font-display: optional) instead of one round trip later.
        const font = Object.keys(ctx.bundle ?? {}).find((name) => /\/inter-latin-wght-normal-[^/]+\.woff2$/.test(name));
        const preload = font
          ? `<link rel="preload" href="/${font}" as="font" type="font/woff2" crossorigin>\n    `
          : '';
        return html
          .replace('<link rel="stylesheet"', () => `${preload}<link rel="stylesheet"`)
          .replace(entry[0], '')
          .replace(/<link rel="modulepreload" crossorigin href="[^"]+">\s*/g, '')
          .replace('</body>', () => `  ${loader}</body>`);
      },
    },
  };
}

/**
 * Inter is shown only if it arrives within the browser's short block period (about 100 ms), else the
 * system font stays for that page: a late font never swaps in, so it never reflows the page (the
 * home page's hero moved by 0.05 CLS when it did). Once cached, every page shows Inter at once.
 */
function fontWithoutLateSwap(): Plugin {
  return {
    name: 'pepites-font-without-late-swap',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type !== 'asset' || !file.fileName.endsWith('.css') || typeof file.source !== 'string') continue;
        // Only Inter's faces (from @fontsource-variable/inter) declare a font-display.
        file.source = file.source.replace(
          /(font-family:\s*["']?Inter Variable["']?;[^}]*?font-display:\s*)swap/g,
          '$1optional',
        );
      }
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [fontWithoutLateSwap(), react(), tailwindcss(), scriptsAfterFirstPaint()],
  resolve: { conditions: ['source'] },
  server: { port: 5173, proxy: { '/api': 'http://127.0.0.1:3000' } },
  // The server-side bundle takes only the icons, primitives and flags the pages use: loaded whole
  // from node_modules, these libraries cost the server process tens of megabytes.
  ssr: { noExternal: ['lucide-react', 'radix-ui', /^@radix-ui\//, 'country-flag-icons'] },
  build: {
    outDir: 'dist',
    // The server-side bundle (`vite build --ssr`, into dist-server) needs none of the public files.
    copyPublicDir: !isSsrBuild,
    sourcemap: true,
    target: 'es2022',
    rolldownOptions: {
      output: {
        // The small parts the first pages share travel in one chunk: the home page's slider, avatars
        // and states, the query cache, the poster with its image addresses and catalogue queries, and
        // the home's icons that other screens use too. As a dozen files they cost `/` about 6 KB more
        // gzip (import lists and compression restarting in each; measured by `npm run bench`).
        advancedChunks: {
          groups: [
            {
              name: 'ui',
              test: new RegExp(
                [
                  /src\/(components\/ui\/(slider|icon-button|tooltip|empty-state|error-state|avatar|poster)|hooks\/use-(debounced|throttled)-callback|hooks\/use-document-title|lib\/(number-format|catalog-images))\./,
                  /src\/features\/catalog\/api\/(keys|discover-titles|search-(titles|videos|podcasts)|get-(catalog-info|upcoming-movies|top-rated-shows|title-details|title-providers|genres|watch-providers|regions|trending-videos|video|top-podcasts))\./,
                  /node_modules\/@tanstack\//,
                  /lucide-react\/dist\/esm\/icons\/(heart|user-plus|wand-sparkles|users)\./,
                ]
                  .map((pattern) => pattern.source)
                  .join('|'),
              ),
            },
          ],
        },
      },
    },
  },
}));
