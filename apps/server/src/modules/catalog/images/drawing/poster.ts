import { GENRE_STYLES, genresOf } from './genres.js';
import { drawLayout, POSTER } from './layouts.js';
import { drawMotif } from './motifs.js';
import { GENRE_PALETTES, paletteFor } from './palette.js';
import { pick, randomFrom, rect, svgDocument, text } from './svg.js';

export interface GenrePosterFacts {
  title: string;
  mark: string;
  year: string | null;
  genreIds: readonly number[];
  /** What makes the drawing the same every time: the title's id, or its title. */
  seed: string;
}

/** A movie's or a show's 2:3 poster: the main genre picks the motif, a genre the palette, the seed the layout. */
export function drawGenrePoster(facts: GenrePosterFacts): string {
  const [genre, second] = genresOf(facts.genreIds);
  const style = GENRE_STYLES[genre];
  // Half the titles with a second genre wear its colours: a crime drama and a romantic drama side by side differ.
  const palette = paletteFor(second && pick([false, true], `tint:${facts.seed}`) ? second : genre, facts.seed);
  const random = randomFrom(facts.seed);
  const layout = pick(style.layouts, `layout:${facts.seed}`);
  const body = drawLayout(layout, {
    title: facts.title,
    mark: facts.mark,
    year: facts.year,
    palette,
    art: (box) => drawMotif(style.motif, box, palette, random),
  });
  return svgDocument(POSTER.width, POSTER.height, facts.title, body);
}

/** A streaming service's tile: its initials over an underline, in the colours of the posters. */
export function drawServiceLogo(name: string): string {
  const initials =
    name
      .replace(/[^\p{L}\p{N} +]/gu, ' ')
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((word) => [...word][0]?.toLocaleUpperCase() ?? '')
      .join('') || '?';
  const palette = pick(Object.values(GENRE_PALETTES).flat(), `logo:${name}`);
  const size = initials.length > 1 ? 34 : 42;
  return svgDocument(
    92,
    92,
    name,
    `<rect width="92" height="92" rx="18" fill="${palette.bg}"/>` +
      text(initials, 46, 56, { size, fill: palette.ink, weight: 800, anchor: 'middle' }) +
      rect({ x: 30, y: 66, width: 32, height: 5 }, palette.accent, 'rx="2.5"'),
  );
}
