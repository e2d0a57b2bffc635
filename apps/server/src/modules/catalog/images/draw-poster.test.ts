import { describe, expect, it } from 'vitest';
import { escapeMarkup } from '../../../lib/escape-markup.js';
import { drawLogo, drawPoster, drawThumbnail } from './draw-poster.js';

const HARD_TITLES = [
  'Transformers: Rise of the Beasts',
  'Spider-Man: Across the Spider-Verse',
  'Oppenheimer',
  'Guardians of the Galaxy Vol. 3',
  'The Lord of the Rings: The Fellowship of the Ring',
  'Zoopraxographer',
];

/** One genre id of each family we draw, the show ids among them. */
const GENRE_IDS = [
  18, 35, 28, 12, 16, 80, 99, 10751, 14, 36, 27, 10402, 9648, 10749, 878, 53, 10752, 37, 10763, 10764, 10767,
];

interface TextElement {
  content: string;
  size: number;
  x: number;
  anchor: string;
  fitTo: number | null;
}

const unescape = (text: string) => text.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));

function textsOf(svg: string): TextElement[] {
  return [...svg.matchAll(/<text ([^>]*)>([^<]*)<\/text>/g)].map(([, attributes = '', content = '']) => {
    const attribute = (name: string) => new RegExp(`(?:^| )${name}="([^"]*)"`).exec(attributes)?.[1];
    return {
      content: unescape(content),
      size: Number(attribute('font-size')),
      x: Number(attribute('x')),
      anchor: attribute('text-anchor') ?? 'start',
      fitTo: attribute('textLength') ? Number(attribute('textLength')) : null,
    };
  });
}

/** The title's lines: every text larger than the marks (type, year, byline). */
const titleLines = (svg: string) => textsOf(svg).filter((element) => element.size >= 30);
const rejoin = (lines: readonly string[]) =>
  lines.reduce((text, line) => (text === '' || /[-/]$/.test(text) ? text + line : `${text} ${line}`), '');
const attributeOf = (svg: string, name: string) => new RegExp(`${name}="([^"]+)"`).exec(svg)?.[1];

describe('drawn posters', () => {
  it('never breaks a word of a hard title and keeps every line inside the poster, in every layout', () => {
    const layouts = new Set<string>();
    for (const title of HARD_TITLES) {
      for (const genre of GENRE_IDS) {
        for (const seed of ['1', '2', '3']) {
          const svg = drawPoster({ title, caption: '2023', genreIds: [genre], mark: 'FILM', seed });
          layouts.add(attributeOf(svg, 'data-layout') as string);
          const lines = titleLines(svg);
          expect(rejoin(lines.map((line) => line.content)).toLocaleLowerCase('fr')).toBe(title.toLocaleLowerCase('fr'));
          for (const line of lines) {
            expect(line.fitTo).not.toBeNull();
            const left = line.anchor === 'middle' ? line.x - (line.fitTo as number) / 2 : line.x;
            expect(left).toBeGreaterThanOrEqual(30);
            expect(left + (line.fitTo as number)).toBeLessThanOrEqual(470);
          }
        }
      }
    }
    expect(layouts.size).toBe(5);
  });

  it('keeps titles large enough to read on a 120 px card', () => {
    for (const title of HARD_TITLES) {
      for (const genre of GENRE_IDS) {
        // 30 units of a 500-unit poster are 7 px at 120 px; the shortest titles are far larger.
        for (const line of titleLines(drawPoster({ title, caption: null, genreIds: [genre], mark: 'FILM' })))
          expect(line.size).toBeGreaterThanOrEqual(30);
      }
    }
    const short = titleLines(drawPoster({ title: 'Up', caption: null, genreIds: [28], mark: 'FILM' }));
    expect(Math.min(...short.map((line) => line.size))).toBeGreaterThanOrEqual(70);
  });

  it('draws the same image for the same facts and different images for different titles', () => {
    const facts = { title: 'Oppenheimer', caption: '2023', genreIds: [18, 36], mark: 'FILM', seed: '872585' };
    expect(drawPoster(facts)).toBe(drawPoster({ ...facts }));
    expect(drawThumbnail(facts)).toBe(drawThumbnail({ ...facts }));
    expect(drawPoster({ ...facts, mark: 'PODCAST' })).toBe(drawPoster({ ...facts, mark: 'PODCAST' }));
    expect(drawLogo('Netflix')).toBe(drawLogo('Netflix'));
    const posters = new Set(['1', '2', '3', '4', '5', '6'].map((seed) => drawPoster({ ...facts, seed })));
    expect(posters.size).toBe(6);
  });

  it('escapes the title, the caption and the mark in the text and in the accessible name', () => {
    const hostile = `Tom & Jerry <script>alert("x")</script> l'été`;
    for (const svg of [
      drawPoster({ title: hostile, caption: '<b>1999</b>', genreIds: [35], mark: 'FILM' }),
      drawPoster({ title: hostile, caption: 'Me & "You"', genreIds: [], mark: 'PODCAST' }),
      drawThumbnail({ title: hostile, caption: `<'chan'>`, genreIds: [], mark: 'VIDEO' }),
      drawLogo(hostile),
    ]) {
      expect(svg).not.toMatch(/<script|<b>|Me & |& Jerry/);
      expect(svg).toContain(`aria-label="${escapeMarkup(hostile)}"`);
      const outside = svg.replace(/<[a-zA-Z/][^<>]*>/g, '');
      expect(outside).not.toMatch(/[<>"']|&(?!#\d+;)/);
    }
  });

  it('gives each genre its own motif, and videos and podcasts their own drawings', () => {
    const motifOf = (svg: string) => attributeOf(svg, 'data-motif');
    const motifs = GENRE_IDS.map((genre) =>
      motifOf(drawPoster({ title: 'Title', caption: '2000', genreIds: [genre], mark: 'FILM' })),
    );
    expect(new Set(motifs).size).toBe(GENRE_IDS.length);
    const video = drawThumbnail({ title: 'A video', caption: 'A channel', genreIds: [], mark: 'VIDEO' });
    expect(motifOf(video)).toBe('play');
    expect(attributeOf(video, 'viewBox')).toBe('0 0 480 270');
    const podcastMotifs = new Set(
      ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10'].map((seed) =>
        motifOf(drawPoster({ title: 'A podcast', caption: 'A publisher', genreIds: [], mark: 'PODCAST', seed })),
      ),
    );
    expect(podcastMotifs).toEqual(new Set(['microphone', 'waveform', 'rings']));
    expect([...motifs, 'play', ...podcastMotifs]).toHaveLength(new Set([...motifs, 'play', ...podcastMotifs]).size);
  });

  it('varies posters within a genre: a shelf of dramas is not one poster repeated', () => {
    const dramas = [
      'The Godfather',
      'Casablanca',
      '12 Angry Men',
      'Schindler’s List',
      'Forrest Gump',
      'Whiplash',
      'Parasite',
      'Amélie',
    ];
    const looks = dramas.map((title, index) => {
      const svg = drawPoster({
        title,
        caption: '1972',
        genreIds: [18, [80, 10749, 36, 0][index % 4] as number],
        mark: 'FILM',
      });
      return `${attributeOf(svg, 'data-layout')} ${/<rect [^>]*fill="(#[0-9a-f]{6})"/.exec(svg)?.[1]}`;
    });
    expect(new Set(looks).size).toBeGreaterThanOrEqual(6);
  });

  it('keeps the year and the type small next to the title', () => {
    const svg = drawPoster({ title: 'Heat', caption: '1995', genreIds: [80], mark: 'FILM' });
    const marks = textsOf(svg).filter((element) => /FILM|1995/.test(element.content));
    expect(marks.length).toBeGreaterThan(0);
    const title = Math.min(...titleLines(svg).map((line) => line.size));
    for (const mark of marks) expect(mark.size).toBeLessThan(title / 2);
  });

  it('draws a title the catalogue does not know (blank facts) without failing', () => {
    for (const svg of [
      drawPoster({ title: '', caption: null, genreIds: [], mark: '' }),
      drawThumbnail({ title: '', caption: null, genreIds: [], mark: '' }),
    ]) {
      expect(svg).toMatch(/^<svg [^>]*>.*<\/svg>$/s);
      expect(svg).not.toContain('NaN');
    }
  });
});
