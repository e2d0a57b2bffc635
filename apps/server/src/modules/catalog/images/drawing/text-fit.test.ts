import { describe, expect, it } from 'vitest';
import { fitText, hyphenate } from './text-fit.js';
import { measure } from './text-metrics.js';

const HARD_TITLES = [
  'Transformers: Rise of the Beasts',
  'Spider-Man: Across the Spider-Verse',
  'Oppenheimer',
  'Guardians of the Galaxy Vol. 3',
  'Justice League x RWBY: Super Heroes & Huntsmen, Part One',
  'Pirates Down the Street II: The Ninjas from Across',
  'Insane Fight Club II - This Time It’s Personal',
  'Eternal Sunshine of the Spotless Mind',
  'Zoopraxographer',
  'Kaguya-sama: Love Is War',
  'Les Héritières de l’Entscheidung',
];

const options = { width: 420, maxLines: 5, maxSize: 104, minSize: 40 };

/** Lines put back together: a space between two lines unless the first ends with a hyphen or a slash. */
const rejoin = (lines: readonly string[]) =>
  lines.reduce((text, line) => (text === '' || /[-/]$/.test(text) ? text + line : `${text} ${line}`), '');

describe('fitText', () => {
  it.each(HARD_TITLES)('breaks "%s" only between words, every line within the width', (title) => {
    for (const uppercase of [false, true]) {
      const fitted = fitText(title, { ...options, uppercase });
      const expected = uppercase ? title.toLocaleUpperCase('fr') : title;
      expect(fitted.hyphenated).toBe(false);
      expect(fitted.truncated).toBe(false);
      expect(rejoin(fitted.lines)).toBe(expected);
      for (const line of fitted.lines) expect(measure(line, fitted.size)).toBeLessThanOrEqual(options.width);
    }
  });

  it('shrinks the font for a long word instead of breaking it, and keeps short titles large', () => {
    const short = fitText('Up', options);
    const long = fitText('Oppenheimer', options);
    expect(short.size).toBe(options.maxSize);
    expect(long.size).toBeLessThan(options.maxSize);
    expect(long.lines).toEqual(['Oppenheimer']);
    expect(measure('Oppenheimer', long.size)).toBeLessThanOrEqual(options.width);
    // At one size more, the word would not fit: the font is as large as the width allows.
    expect(measure('Oppenheimer', long.size + 1)).toBeGreaterThan(options.width);
  });

  it('breaks a hyphenated compound after its hyphen, never inside a part', () => {
    const fitted = fitText('Spider-Man: Across the Spider-Verse', {
      width: 200,
      maxLines: 6,
      maxSize: 60,
      minSize: 40,
    });
    expect(fitted.lines).toContain('Spider-');
    expect(rejoin(fitted.lines)).toBe('Spider-Man: Across the Spider-Verse');
  });

  it('hyphenates a word wider than the width at the smallest size, each part with its hyphen and within the width', () => {
    const fitted = fitText('Kunstgewerbemuseumsdirektorin', { width: 300, maxLines: 4, maxSize: 60, minSize: 36 });
    expect(fitted.hyphenated).toBe(true);
    expect(fitted.size).toBeLessThan(36);
    expect(fitted.lines.slice(0, -1).every((line) => line.endsWith('-'))).toBe(true);
    expect(fitted.lines.join('').replaceAll('-', '')).toBe('Kunstgewerbemuseumsdirektorin');
    for (const line of fitted.lines) expect(measure(line, fitted.size)).toBeLessThanOrEqual(300);
    for (const line of fitted.lines) expect([...line.replace('-', '')].length).toBeGreaterThanOrEqual(3);
  });

  it('cuts at a syllable boundary: after a vowel, before a consonant', () => {
    const parts = hyphenate('Zoopraxographer', (part) => measure(part, 40) <= 200);
    expect(parts.length).toBeGreaterThan(1);
    expect(parts[0]).toMatch(/[aeiouy]-$/i);
    expect(parts[1]).toMatch(/^[^aeiouy]/i);
  });

  it('ends with an ellipsis after whole words when even the smallest size needs too many lines', () => {
    const fitted = fitText('Justice League x RWBY: Super Heroes & Huntsmen, Part One', {
      width: 200,
      maxLines: 2,
      maxSize: 40,
      minSize: 30,
    });
    expect(fitted.truncated).toBe(true);
    expect(fitted.lines).toHaveLength(2);
    expect(fitted.lines[1]).toMatch(/\p{L}…$/u);
    for (const line of fitted.lines) expect(measure(line, fitted.size)).toBeLessThanOrEqual(200);
  });

  it('keeps a block under its height limit by shrinking', () => {
    const fitted = fitText('The Lord of the Rings: The Fellowship of the Ring', {
      width: 420,
      maxLines: 4,
      maxSize: 72,
      minSize: 30,
      maxHeight: 160,
      leading: 1.1,
    });
    expect(fitted.size * (0.73 + 1.1 * (fitted.lines.length - 1))).toBeLessThanOrEqual(160);
  });

  it('measures accented letters as their base letter and wide scripts as an em', () => {
    expect(measure('É', 100)).toBe(measure('E', 100));
    expect(measure('映画', 100)).toBe(200);
  });
});
