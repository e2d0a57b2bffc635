import type { FontFamily } from './svg.js';
import { measure } from './text-metrics.js';

export interface FitOptions {
  /** The width every line must fit in. */
  width: number;
  maxLines: number;
  /** Font sizes tried from the largest down. */
  maxSize: number;
  minSize: number;
  family?: FontFamily;
  uppercase?: boolean;
  /** In em. */
  letterSpacing?: number;
  /** The block's height limit, capitals of the first line to the last baseline, with `leading` in em. */
  maxHeight?: number;
  leading?: number;
}

export interface FittedText {
  lines: string[];
  size: number;
  /** A word was longer than the width at the smallest size and was split with a hyphen. */
  hyphenated: boolean;
  /** The text needed more lines than allowed even at the smallest size; the last line ends with "…". */
  truncated: boolean;
}

/** A piece of text that never breaks inside: a word, or a part of a hyphenated compound. */
interface Piece {
  text: string;
  /** Whether a space separates it from the piece before (false after a hyphen or a slash). */
  spaced: boolean;
}

/** Words, and the parts of "Spider-Man" or "AC/DC": a line may end after their hyphen or slash. */
function piecesOf(text: string): Piece[] {
  return text
    .split(/\s+/)
    .filter(Boolean)
    .flatMap((word) =>
      (word.match(/[^-‐/]+[-‐/]*|[-‐/]+/g) ?? [word]).map((part, index) => ({ text: part, spaced: index === 0 })),
    );
}

/** Greedy wrapping of whole pieces; null when a piece alone is wider than the width. */
function wrap(pieces: readonly Piece[], fits: (line: string) => boolean): string[] | null {
  const lines: string[] = [];
  let line = '';
  for (const piece of pieces) {
    if (!fits(piece.text)) return null;
    const joined = line ? `${line}${piece.spaced ? ' ' : ''}${piece.text}` : piece.text;
    if (!line || fits(joined)) line = joined;
    else {
      lines.push(line);
      line = piece.text;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** The same number of lines in the narrowest width that allows it: lines of even length read as a block. */
function balanced(pieces: readonly Piece[], count: number, widthOf: (line: string) => number, width: number): string[] {
  let low = width * 0.4;
  let high = width;
  let best = wrap(pieces, (line) => widthOf(line) <= width) as string[];
  for (let step = 0; step < 12; step += 1) {
    const middle = (low + high) / 2;
    const lines = wrap(pieces, (line) => widthOf(line) <= middle);
    if (lines && lines.length <= count) {
      best = lines;
      high = middle;
    } else low = middle;
  }
  return best;
}

/**
 * Splits a word too long for any line at a syllable-like place: after a vowel and before a
 * consonant, at least three letters on each side, as late as the width allows.
 */
export function hyphenate(word: string, fits: (part: string) => boolean): string[] {
  const letters = [...word];
  if (letters.length < 6 || fits(word)) return [word];
  const vowel = /[aeiouyàâäéèêëîïôöùûüœæ]/i;
  let cut = -1;
  for (let index = 3; index <= letters.length - 3; index += 1) {
    const head = letters.slice(0, index).join('');
    if (!fits(`${head}-`)) break;
    const before = letters[index - 1] as string;
    const after = letters[index] as string;
    if (vowel.test(before) && !vowel.test(after) && /\p{L}/u.test(after)) cut = index;
  }
  // No syllable boundary fits: cut where the width ends, still with a hyphen.
  if (cut < 0) {
    cut = 3;
    while (cut < letters.length - 3 && fits(`${letters.slice(0, cut + 1).join('')}-`)) cut += 1;
  }
  return [`${letters.slice(0, cut).join('')}-`, ...hyphenate(letters.slice(cut).join(''), fits)];
}

/** The last allowed line with as many whole words as fit before an ellipsis. */
function truncated(lines: readonly string[], maxLines: number, fits: (line: string) => boolean): string[] {
  const kept = lines.slice(0, maxLines);
  const rest = lines
    .slice(maxLines - 1)
    .reduce((joined, line) => (joined === '' || /[-‐/]$/.test(joined) ? joined + line : `${joined} ${line}`), '');
  const words = rest.split(' ');
  let last = '';
  for (const word of words) {
    const candidate = last ? `${last} ${word}` : word;
    if (!fits(`${candidate}…`)) break;
    last = candidate;
  }
  kept[maxLines - 1] = `${last.replace(/[\s,:;.\-–—]+$/u, '')}…`;
  return kept;
}

/** Where the cap height sits in an em: a block's first baseline is this far below its top. */
export const CAP_HEIGHT = 0.73;

/** The title blocks' measure: the first line's capitals, then a leading per line. */
const blockHeight = (count: number, size: number, options: FitOptions) =>
  size * (CAP_HEIGHT + (options.leading ?? 1.1) * (count - 1));

/**
 * Lays a title out in at most `maxLines` lines at the largest size where every line fits the
 * width, breaking only between words (or after a hyphen already in the title). Only when even a
 * fifth under the smallest size cannot hold a word is it hyphenated, and only when there are still
 * too many lines is the end cut with an ellipsis.
 */
export function fitText(raw: string, options: FitOptions): FittedText {
  const family = options.family ?? 'sans';
  const source = raw.replace(/\s+/g, ' ').trim();
  const content = options.uppercase ? source.toLocaleUpperCase('fr') : source;
  const pieces = piecesOf(content);
  const widthAt = (size: number) => (line: string) => measure(line, size, family, options.letterSpacing);
  // A fifth under the smallest size is still better than a hyphen or an ellipsis.
  const floor = Math.floor(options.minSize * 0.8);
  for (let size = options.maxSize; size >= floor; size -= 1) {
    const widthOf = widthAt(size);
    const lines = wrap(pieces, (line) => widthOf(line) <= options.width);
    if (
      lines &&
      lines.length <= options.maxLines &&
      blockHeight(lines.length, size, options) <= (options.maxHeight ?? Infinity)
    ) {
      return {
        lines: balanced(pieces, lines.length, widthOf, options.width),
        size,
        hyphenated: false,
        truncated: false,
      };
    }
  }
  const size = floor;
  const fits = (line: string) => widthAt(size)(line) <= options.width;
  const split = pieces.flatMap((piece) =>
    hyphenate(piece.text, fits).map((text, index) => ({ text, spaced: index === 0 && piece.spaced })),
  );
  const lines = wrap(split, fits) ?? [];
  const hyphenated = split.length > pieces.length;
  let maxLines = options.maxLines;
  while (maxLines > 1 && blockHeight(maxLines, size, options) > (options.maxHeight ?? Infinity)) maxLines -= 1;
  if (lines.length <= maxLines) return { lines, size, hyphenated, truncated: false };
  return { lines: truncated(lines, maxLines, fits), size, hyphenated, truncated: true };
}
