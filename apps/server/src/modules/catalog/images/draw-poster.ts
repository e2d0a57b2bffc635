import { escapeMarkup } from '../../../lib/escape-markup.js';
import { stableHash } from '../offline/offline-data.js';

/**
 * Posters, thumbnails and logos of the offline catalogue, drawn as SVG (issue 9): the outside image
 * hosts may be unreachable, and a drawn poster must still say which title it is. Deterministic: the
 * same title always gets the same picture. White text on colours dark enough for WCAG AA.
 */

/** A colour per genre of the movie database (movie and TV ids), dark enough under white text. */
const GENRE_COLOURS: Record<number, string> = {
  28: '#b91c1c', // action
  12: '#c2410c', // adventure
  16: '#a16207', // animation
  35: '#b45309', // comedy
  80: '#334155', // crime
  99: '#0f766e', // documentary
  18: '#4338ca', // drama
  10751: '#15803d', // family
  14: '#7e22ce', // fantasy
  36: '#78350f', // history
  27: '#450a0a', // horror
  10402: '#be185d', // music
  9648: '#1e3a8a', // mystery
  10749: '#be123c', // romance
  878: '#0e7490', // science fiction
  10770: '#475569', // TV movie
  53: '#581c87', // thriller
  10752: '#3f6212', // war
  37: '#9a3412', // western
  10759: '#c2410c', // action & adventure
  10762: '#15803d', // kids
  10763: '#1e40af', // news
  10764: '#9d174d', // reality
  10765: '#0e7490', // sci-fi & fantasy
  10766: '#9f1239', // soap
  10767: '#6d28d9', // talk
  10768: '#3f6212', // war & politics
};
const FALLBACK_COLOURS = ['#1e40af', '#6d28d9', '#0f766e', '#9f1239', '#b45309', '#334155'];

export function colourOf(genreIds: readonly number[], seed: string): string {
  for (const id of genreIds) {
    const colour = GENRE_COLOURS[id];
    if (colour) return colour;
  }
  return FALLBACK_COLOURS[stableHash(seed) % FALLBACK_COLOURS.length] as string;
}

/** Breaks a title into lines of at most `width` characters (a long word is cut), at most `max` lines. */
export function wrapTitle(title: string, width: number, max: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of title.split(/\s+/).filter(Boolean)) {
    let rest = word;
    while ([...rest].length > width) {
      if (line) lines.push(line);
      line = '';
      lines.push([...rest].slice(0, width).join(''));
      rest = [...rest].slice(width).join('');
    }
    if (!line) line = rest;
    else if ([...`${line} ${rest}`].length <= width) line = `${line} ${rest}`;
    else {
      lines.push(line);
      line = rest;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= max) return lines;
  const kept = lines.slice(0, max);
  kept[max - 1] = `${[...(kept[max - 1] as string)].slice(0, width - 1).join('')}…`;
  return kept;
}

const FONT = "font-family=\"Inter, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif\"";

interface Frame {
  width: number;
  height: number;
}

/** The title as large as it fits: fewer, bigger lines for short titles; cut with "…" only at the smallest size. */
function titleBlock(title: string, frame: Frame, bottom: number, { maxLines, widestFont }: { maxLines: number; widestFont: number }): string {
  const padding = frame.width * 0.08;
  const smallest = Math.round(widestFont * 0.5);
  const perLine = (size: number) => Math.max(6, Math.floor((frame.width - 2 * padding) / (size * 0.56)));
  let size = widestFont;
  while (size - 4 >= smallest && wrapTitle(title, perLine(size), Infinity).length > maxLines) size -= 4;
  const lines = wrapTitle(title, perLine(size), maxLines);
  const lineHeight = size * 1.15;
  const top = bottom - lineHeight * (lines.length - 1);
  return lines
    .map((line, index) => `<text x="${padding}" y="${(top + index * lineHeight).toFixed(1)}" font-size="${size}" font-weight="800" fill="#fff" ${FONT}>${escapeMarkup(line)}</text>`)
    .join('');
}

/** Soft circles placed from the title's hash, so two posters of one genre still differ. */
function pattern(seed: string, frame: Frame): string {
  const hash = stableHash(seed);
  return [0, 1, 2]
    .map((index) => {
      const part = stableHash(`${hash}:${index}`);
      const cx = (part % 1000) / 1000 * frame.width;
      const cy = ((part >>> 10) % 1000) / 1000 * frame.height * 0.6;
      const r = frame.width * (0.25 + ((part >>> 20) % 100) / 250);
      return `<circle cx="${cx.toFixed(0)}" cy="${cy.toFixed(0)}" r="${r.toFixed(0)}" fill="#fff" fill-opacity="${(0.05 + index * 0.03).toFixed(2)}"/>`;
    })
    .join('');
}

function frameOf(width: number, height: number, colour: string, body: string, label: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeMarkup(label)}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.12"/><stop offset="1" stop-color="#000" stop-opacity="0.45"/></linearGradient></defs>` +
    // The shading under the text, so the title stays pure white.
    `<rect width="${width}" height="${height}" fill="${colour}"/><rect width="${width}" height="${height}" fill="url(#g)"/>${body}` +
    `</svg>`
  );
}

export interface PosterFacts {
  title: string;
  /** A year, a channel, a publisher: the line under the title. */
  caption: string | null;
  genreIds: readonly number[];
  /** What the title is, for the small mark at the top ("FILM", "SÉRIE", "VIDEO"...). */
  mark: string;
}

/** A 2:3 poster (500 × 750): mark at the top, the title large at the bottom, the caption under it. */
export function drawPoster(facts: PosterFacts): string {
  const frame = { width: 500, height: 750 };
  const colour = colourOf(facts.genreIds, facts.title);
  const caption = facts.caption
    ? `<text x="40" y="${frame.height - 48}" font-size="30" font-weight="600" fill="#fff" fill-opacity="0.9" ${FONT}>${escapeMarkup(facts.caption)}</text>`
    : '';
  const body =
    pattern(facts.title, frame) +
    `<text x="40" y="70" font-size="24" font-weight="700" letter-spacing="4" fill="#fff" fill-opacity="0.85" ${FONT}>${escapeMarkup(facts.mark)}</text>` +
    titleBlock(facts.title, frame, frame.height - (facts.caption ? 110 : 60), { maxLines: 6, widestFont: 68 }) +
    caption;
  return frameOf(frame.width, frame.height, colour, body, facts.title);
}

/** A 16:9 video thumbnail (480 × 270): the title over the channel. */
export function drawThumbnail(facts: PosterFacts): string {
  const frame = { width: 480, height: 270 };
  const colour = colourOf(facts.genreIds, facts.title);
  const caption = facts.caption
    ? `<text x="28" y="${frame.height - 22}" font-size="18" font-weight="600" fill="#fff" fill-opacity="0.9" ${FONT}>${escapeMarkup(wrapTitle(facts.caption, 40, 1)[0] ?? '')}</text>`
    : '';
  const body = pattern(facts.title, frame) + titleBlock(facts.title, frame, frame.height - 64, { maxLines: 4, widestFont: 34 }) + caption;
  return frameOf(frame.width, frame.height, colour, body, facts.title);
}

/** A streaming service's logo tile: its initials on a colour of its own. */
export function drawLogo(name: string): string {
  const initials =
    name
      .replace(/[^\p{L}\p{N} +]/gu, ' ')
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((word) => [...word][0]?.toLocaleUpperCase() ?? '')
      .join('') || '?';
  const colour = FALLBACK_COLOURS[stableHash(name) % FALLBACK_COLOURS.length] as string;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="92" height="92" viewBox="0 0 92 92" role="img" aria-label="${escapeMarkup(name)}">` +
    `<rect width="92" height="92" rx="18" fill="${colour}"/>` +
    `<text x="46" y="58" text-anchor="middle" font-size="34" font-weight="800" fill="#fff" ${FONT}>${escapeMarkup(initials)}</text>` +
    `</svg>`
  );
}
