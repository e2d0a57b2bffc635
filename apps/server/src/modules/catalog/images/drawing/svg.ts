import { escapeMarkup } from '../../../../lib/escape-markup.js';
import { stableHash } from '../../offline/offline-data.js';

/**
 * System fonts only: an SVG shown through <img> cannot load the page's web fonts, and a poster must
 * not fetch anything. Helvetica's metrics (text-metrics.ts) come first in the stack on purpose.
 */
export const FONT_STACKS = {
  sans: "'Helvetica Neue', Helvetica, Arial, 'Liberation Sans', 'Segoe UI', Roboto, system-ui, sans-serif",
  serif: "Georgia, 'Times New Roman', 'Liberation Serif', 'DejaVu Serif', serif",
} as const;
export type FontFamily = keyof typeof FONT_STACKS;

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Coordinates with one decimal at most: shorter files, and the same text for the same input. */
export const n = (value: number) => String(Math.round(value * 10) / 10);

/** A pseudo-random sequence in [0, 1) seeded by text (mulberry32): the same seed, the same drawing. */
export function randomFrom(seed: string): () => number {
  // FNV-1a moves few bits between "4" and "6": murmur3's finaliser spreads them before the sequence starts.
  let state = stableHash(seed);
  state = Math.imul(state ^ (state >>> 16), 0x85ebca6b);
  state = Math.imul(state ^ (state >>> 13), 0xc2b2ae35);
  state = (state ^ (state >>> 16)) >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One of `choices`, picked by the seed. */
export function pick<T>(choices: readonly T[], seed: string): T {
  return choices[stableHash(seed) % choices.length] as T;
}

export interface TextStyle {
  size: number;
  fill: string;
  family?: FontFamily;
  weight?: number;
  anchor?: 'start' | 'middle' | 'end';
  /** In em, as poster marks are spaced out. */
  letterSpacing?: number;
  opacity?: number;
  /**
   * The width the line was measured at: the renderer fits the glyphs to it, so a system font wider
   * than our metrics cannot push a title past the poster's edge.
   */
  fitTo?: number;
}

/** A line of text, escaped: titles come from outside and may hold `<`, `&` or quotes. */
export function text(content: string, x: number, y: number, style: TextStyle): string {
  const attributes = [
    `x="${n(x)}"`,
    `y="${n(y)}"`,
    `font-family="${FONT_STACKS[style.family ?? 'sans']}"`,
    `font-size="${n(style.size)}"`,
    `font-weight="${style.weight ?? 700}"`,
    `fill="${style.fill}"`,
  ];
  if (style.anchor && style.anchor !== 'start') attributes.push(`text-anchor="${style.anchor}"`);
  if (style.letterSpacing) attributes.push(`letter-spacing="${n(style.letterSpacing * style.size)}"`);
  if (style.opacity !== undefined) attributes.push(`fill-opacity="${style.opacity}"`);
  if (style.fitTo) attributes.push(`textLength="${n(style.fitTo)}" lengthAdjust="spacingAndGlyphs"`);
  return `<text ${attributes.join(' ')}>${escapeMarkup(content)}</text>`;
}

/** The outer document: its accessible name is the title, and nothing in it loads or runs. */
export function svgDocument(width: number, height: number, label: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeMarkup(label)}">` +
    body +
    `</svg>`
  );
}

/**
 * Draws `body` clipped to `box` (motifs bleed freely inside their area, never over the title). The
 * clip's id comes from what it clips, so two drawings inlined in one page never share one.
 */
export function clipped(box: Box, body: string): string {
  const id = `clip-${stableHash(`${n(box.x)},${n(box.y)},${n(box.width)},${n(box.height)}:${body}`).toString(36)}`;
  return `<clipPath id="${id}"><rect x="${n(box.x)}" y="${n(box.y)}" width="${n(box.width)}" height="${n(box.height)}"/></clipPath><g clip-path="url(#${id})">${body}</g>`;
}

export const rect = (box: Box, fill: string, extra = '') =>
  `<rect x="${n(box.x)}" y="${n(box.y)}" width="${n(box.width)}" height="${n(box.height)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
