import { createHash } from 'node:crypto';
import type { Lang } from '@pepites/contracts';
import { and, eq } from 'drizzle-orm';
import { loadSharp } from '../../lib/sharp.js';
import type { CacheCounts } from '../../lib/metrics.js';
import { createSizedLru } from '../../lib/sized-lru.js';
import type { Db } from '../../db/client.js';
import { lists, users } from '../../db/schema/index.js';
import { shareUrlOf } from './share-qr.js';
import { escapeMarkup } from '../../lib/escape-markup.js';

/** What a chat or a social network shows for a shared link (Open Graph and Twitter card). */
export interface PageMeta {
  title: string;
  description: string;
  url: string;
  image: string;
  imageAlt: string;
}

const SITE_DESCRIPTION: Record<Lang, string> = {
  fr: 'Pépites : des listes choisies de films, séries, vidéos et podcasts, à créer, partager et aimer.',
  en: 'Pépites: curated lists of movies, TV shows, videos and podcasts to create, share and like.',
};

const BY: Record<Lang, (name: string, count: number) => string> = {
  fr: (name, count) => `Une liste de ${name} · ${count} ${count > 1 ? 'éléments' : 'élément'}`,
  en: (name, count) => `A list by ${name} · ${count} ${count === 1 ? 'item' : 'items'}`,
};

/** The site's own card, for every page that is not a public list (never a private list's title). */
export function siteMeta(publicUrl: string, path: string, lang: Lang): PageMeta {
  return {
    title: 'Pépites',
    description: SITE_DESCRIPTION[lang],
    url: `${publicUrl}${path}`,
    image: `${publicUrl}/icons/icon-512.png`,
    imageAlt: 'Pépites',
  };
}

async function publicList(db: Db, listId: number) {
  const [row] = await db
    .select({ title: lists.title, description: lists.description, itemCount: lists.itemCount, creator: users.userName })
    .from(lists)
    .innerJoin(users, eq(users.id, lists.creatorId))
    .where(and(eq(lists.id, listId), eq(lists.privacy, 'public')))
    .limit(1);
  return row;
}

/** The card of a public list; null for a private or unknown one. */
export async function listMeta(db: Db, listId: number, publicUrl: string, lang: Lang): Promise<PageMeta | null> {
  const list = await publicList(db, listId);
  if (!list) return null;
  const byLine = BY[lang](list.creator, list.itemCount);
  return {
    title: `${list.title} · Pépites`,
    description: list.description ? `${list.description.slice(0, 200)} — ${byLine}` : byLine,
    url: shareUrlOf(publicUrl, listId),
    image: `${publicUrl}/api/lists/${listId}/preview.png`,
    imageAlt: list.title,
  };
}

/** At most `lines` lines of about `width` characters, the last one cut with an ellipsis. */
function wrap(text: string, width: number, lines: number): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  const out: string[] = [];
  let current = '';
  for (const word of words) {
    if ((current ? `${current} ${word}` : word).length > width && current) {
      out.push(current);
      current = word;
    } else current = current ? `${current} ${word}` : word;
  }
  if (current) out.push(current);
  if (out.length <= lines) return out;
  const kept = out.slice(0, lines);
  kept[lines - 1] = `${kept[lines - 1]?.slice(0, width - 1)}…`;
  return kept;
}

/**
 * How long a browser or a shared cache may show a preview without asking again: a list made private
 * leaves shared caches within five minutes (it answers 404 at once here), and asking again costs a
 * 304 while the list is unchanged.
 */
export const PREVIEW_CACHE_CONTROL = 'public, max-age=300, must-revalidate';
/** Change it when the drawing changes: an image drawn before must not keep matching its ETag. */
const DRAWING_VERSION = 1;
/** About two hundred 36 KB previews: the lists being shared at the moment. */
const KEPT_PREVIEWS_MAX_BYTES = 8 * 1024 * 1024;

interface PreviewFacts {
  title: string;
  creator: string;
  itemCount: number;
}

/**
 * The 1200 × 630 image of a public list's card: its title and who made it, on the brand colour.
 * Drawn from SVG by sharp with the system's fonts.
 */
async function drawPreview(list: PreviewFacts, lang: Lang): Promise<Buffer> {
  const title = wrap(list.title, 26, 3)
    .map(
      (line, index) =>
        `<text x="80" y="${250 + index * 86}" font-size="72" font-weight="700">${escapeMarkup(line)}</text>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" font-family="DejaVu Sans, Liberation Sans, sans-serif" fill="#ffffff">
    <rect width="1200" height="630" fill="#a45900"/>
    <text x="80" y="130" font-size="40" opacity="0.85">✦ Pépites</text>
    ${title}
    <text x="80" y="560" font-size="36" opacity="0.9">${escapeMarkup(BY[lang](list.creator, list.itemCount))}</text>
  </svg>`;
  return (await loadSharp())(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
}

/** A strong ETag of everything the image is drawn from: the same list gives the same tag in every process. */
function previewEtag(list: PreviewFacts, lang: Lang): string {
  const facts = JSON.stringify([DRAWING_VERSION, lang, list.title, list.creator, list.itemCount]);
  return `"${createHash('sha256').update(facts).digest('base64url').slice(0, 27)}"`;
}

export interface ListPreview {
  etag: string;
  /** The PNG; `kept` when it was not drawn for this request. */
  png(): Promise<{ image: Buffer; kept: boolean }>;
}

/**
 * The link-preview images of public lists, drawn once and kept by their ETag. Every request reads
 * the list (privacy, title, creator's name, item count) from the database: a private list is a 404
 * at once, and a changed one has a new ETag, hence a new image, in every process without any
 * invalidation to share.
 */
export function createListPreviews(counts: CacheCounts) {
  const kept = createSizedLru<Buffer>({ maxSize: KEPT_PREVIEWS_MAX_BYTES, sizeOf: (image) => image.length });
  // Requests for an image being drawn wait for that drawing instead of starting their own.
  const drawing = new Map<string, Promise<Buffer>>();

  async function png(etag: string, list: PreviewFacts, lang: Lang) {
    const image = kept.get(etag);
    if (image) {
      counts.hit();
      return { image, kept: true };
    }
    counts.miss();
    let pending = drawing.get(etag);
    if (!pending) {
      pending = drawPreview(list, lang)
        .then((drawn) => {
          kept.set(etag, drawn);
          return drawn;
        })
        .finally(() => drawing.delete(etag));
      drawing.set(etag, pending);
    }
    return { image: await pending, kept: false };
  }

  /** The preview of a public list; null for a private or unknown one. */
  return async function listPreview(db: Db, listId: number, lang: Lang): Promise<ListPreview | null> {
    const list = await publicList(db, listId);
    if (!list) return null;
    const etag = previewEtag(list, lang);
    return { etag, png: () => png(etag, list, lang) };
  };
}

/** The tags to write into a page's head, their values escaped for HTML. */
export function metaTags(meta: PageMeta): string {
  const tags = [
    ['property', 'og:site_name', 'Pépites'],
    ['property', 'og:type', 'website'],
    ['property', 'og:title', meta.title],
    ['property', 'og:description', meta.description],
    ['property', 'og:url', meta.url],
    ['property', 'og:image', meta.image],
    ['property', 'og:image:alt', meta.imageAlt],
    ['name', 'twitter:card', 'summary_large_image'],
    ['name', 'twitter:title', meta.title],
    ['name', 'twitter:description', meta.description],
    ['name', 'twitter:image', meta.image],
  ];
  return tags
    .map(([kind, key, value]) => `<meta ${kind}="${key}" content="${escapeMarkup(value ?? '')}" />`)
    .join('\n    ');
}
