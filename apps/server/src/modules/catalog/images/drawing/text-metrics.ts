import type { FontFamily } from './svg.js';

/**
 * Advance widths in thousandths of an em for printable ASCII (space to `~`), from the standard
 * Helvetica-Bold and Times-Bold font metrics: Arial, Liberation Sans and Liberation Serif share them,
 * and the other fonts of the stacks are close. Titles are measured here, then drawn with
 * `textLength` so the renderer's font lands on the measured width.
 */
const ASCII_WIDTHS: Record<FontFamily, readonly number[]> = {
  // prettier-ignore
  sans: [
    278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278,
    556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 333, 333, 584, 584, 584, 611,
    975, 722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833, 722, 778,
    667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 333, 278, 333, 584, 556,
    333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611,
    611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584,
  ],
  // prettier-ignore
  serif: [
    250, 333, 555, 500, 500, 1000, 833, 278, 333, 333, 500, 570, 250, 333, 250, 278,
    500, 500, 500, 500, 500, 500, 500, 500, 500, 500, 333, 333, 570, 570, 570, 500,
    930, 722, 667, 722, 722, 667, 611, 778, 778, 389, 500, 778, 667, 944, 722, 778,
    611, 778, 722, 556, 667, 722, 722, 1000, 722, 722, 667, 333, 278, 333, 581, 500,
    333, 500, 556, 444, 556, 444, 333, 500, 556, 278, 333, 556, 278, 833, 556, 500,
    556, 556, 444, 389, 333, 556, 500, 722, 500, 500, 444, 394, 220, 394, 520,
  ],
};

/** Typographic punctuation the titles use, in the sans metrics (serif differs little at this scale). */
const PUNCTUATION: Record<string, number> = {
  '\u2019': 278, // ’
  '\u2018': 278,
  '\u201c': 500,
  '\u201d': 500,
  '\u2013': 556, // –
  '\u2014': 1000, // —
  '\u2026': 1000, // …
  '\u00b7': 278, // ·
  '\u00a0': 278,
  ß: 611,
  æ: 889,
  œ: 944,
  Æ: 1000,
  Œ: 1000,
};

/** Georgia, first in the serif stack, runs wider than Times: measuring a little wide keeps it unsqueezed. */
const FAMILY_SCALE: Record<FontFamily, number> = { sans: 1, serif: 1.08 };

/** Wide scripts (CJK, emoji) take about an em; any other letter is taken as an average capital. */
function unknownWidth(char: string): number {
  const code = char.codePointAt(0) ?? 0;
  return code >= 0x2e80 ? 1000 : 700;
}

function charWidth(char: string, family: FontFamily): number {
  const code = char.codePointAt(0) ?? 0;
  if (code >= 32 && code <= 126) return ASCII_WIDTHS[family][code - 32] as number;
  const known = PUNCTUATION[char];
  if (known !== undefined) return known;
  // An accented letter is as wide as its base letter.
  const base = char.normalize('NFD')[0] ?? char;
  const baseCode = base.codePointAt(0) ?? 0;
  if (base !== char && baseCode >= 32 && baseCode <= 126) return ASCII_WIDTHS[family][baseCode - 32] as number;
  return unknownWidth(char);
}

/** The width of `text` at `size`, with `letterSpacing` in em between characters. */
export function measure(text: string, size: number, family: FontFamily = 'sans', letterSpacing = 0): number {
  let thousandths = 0;
  let count = 0;
  for (const char of text) {
    // Combining marks and variation selectors take no room of their own.
    if (/\p{M}|\u200d/u.test(char)) continue;
    thousandths += charWidth(char, family);
    count += 1;
  }
  const spacing = count > 1 ? letterSpacing * size * (count - 1) : 0;
  return (thousandths / 1000) * size * FAMILY_SCALE[family] + spacing;
}
