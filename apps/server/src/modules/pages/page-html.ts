import { PAGE_STATE_ELEMENT_ID, type Lang } from '@pepites/contracts';
import { metaTags, type PageMeta } from '../lists/index.js';
import { escapeMarkup } from '../../lib/escape-markup.js';

/** index.html with the page's title, description and card tags. */
export function withMeta(html: string, meta: PageMeta): string {
  return html
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeMarkup(meta.title)}</title>`)
    .replace(
      /<meta name="description" content="[^"]*"\s*\/?>/,
      () => `<meta name="description" content="${escapeMarkup(meta.description)}" />`,
    )
    .replace('</head>', () => `  ${metaTags(meta)}\n  </head>`);
}

export interface RenderedPageParts {
  lang: Lang;
  meta: PageMeta;
  /** The markup of `#root`, from React. */
  body: string;
  /** The page state's JSON, already safe inside a script element. */
  state: string;
}

/**
 * The built index.html around a page rendered on the server: its language, its head, its markup
 * and the state the browser hydrates from. The "needs JavaScript" notice goes: the page reads without.
 */
export function renderedPageHtml(template: string, { lang, meta, body, state }: RenderedPageParts): string {
  const stateScript = `<script type="application/json" id="${PAGE_STATE_ELEMENT_ID}">${state}</script>`;
  return withMeta(template, meta)
    .replace(/<html lang="[^"]*"/, `<html lang="${lang}"`)
    .replace(/<noscript>[\s\S]*?<\/noscript>\s*/, '')
    .replace('<div id="root"></div>', () => `<div id="root">${body}</div>\n    ${stateScript}`);
}
