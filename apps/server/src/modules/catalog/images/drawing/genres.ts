import type { LayoutName } from './layouts.js';
import type { MotifName } from './motifs.js';
import type { GenreKey } from './palette.js';

/** The movie database's genre ids (movies and shows) in our families; a show's "Kids" draws as family. */
const GENRE_BY_ID: Record<number, GenreKey> = {
  28: 'action',
  12: 'adventure',
  16: 'animation',
  35: 'comedy',
  80: 'crime',
  99: 'documentary',
  18: 'drama',
  10751: 'family',
  14: 'fantasy',
  36: 'history',
  27: 'horror',
  10402: 'music',
  9648: 'mystery',
  10749: 'romance',
  878: 'scifi',
  10770: 'drama',
  53: 'thriller',
  10752: 'war',
  37: 'western',
  10759: 'action',
  10762: 'family',
  10763: 'news',
  10764: 'reality',
  10765: 'scifi',
  10766: 'romance',
  10767: 'talk',
  10768: 'war',
};

/** The families of a title's genres, main one first (the movie database lists it first); "other" when none is known. */
export function genresOf(genreIds: readonly number[]): [GenreKey, ...GenreKey[]] {
  const known = [...new Set(genreIds.flatMap((id) => GENRE_BY_ID[id] ?? []))];
  return known.length > 0 ? (known as [GenreKey, ...GenreKey[]]) : ['other'];
}

export interface GenreStyle {
  motif: MotifName;
  /** The compositions that suit the genre; the title's id picks one. */
  layouts: readonly LayoutName[];
}

/** One motif per genre, so a genre reads at a glance; layouts vary within it. */
export const GENRE_STYLES: Record<GenreKey, GenreStyle> = {
  drama: { motif: 'horizon', layouts: ['framed', 'editorial', 'split'] },
  comedy: { motif: 'sunburst', layouts: ['stacked', 'band', 'split'] },
  action: { motif: 'shards', layouts: ['stacked', 'split', 'band'] },
  adventure: { motif: 'mountains', layouts: ['split', 'band', 'framed'] },
  animation: { motif: 'blobs', layouts: ['band', 'split', 'stacked'] },
  crime: { motif: 'tape', layouts: ['band', 'stacked', 'editorial'] },
  documentary: { motif: 'filmstrip', layouts: ['editorial', 'band'] },
  family: { motif: 'rainbow', layouts: ['split', 'band'] },
  fantasy: { motif: 'stars', layouts: ['framed', 'split'] },
  history: { motif: 'columns', layouts: ['framed', 'editorial'] },
  horror: { motif: 'drips', layouts: ['stacked', 'framed'] },
  music: { motif: 'vinyl', layouts: ['editorial', 'stacked'] },
  mystery: { motif: 'keyhole', layouts: ['editorial', 'framed'] },
  romance: { motif: 'hearts', layouts: ['framed', 'split'] },
  scifi: { motif: 'grid', layouts: ['band', 'stacked', 'editorial'] },
  thriller: { motif: 'vertigo', layouts: ['stacked', 'editorial'] },
  war: { motif: 'chevrons', layouts: ['stacked', 'band'] },
  western: { motif: 'mesa', layouts: ['framed', 'split'] },
  news: { motif: 'ticker', layouts: ['band'] },
  reality: { motif: 'halftone', layouts: ['stacked'] },
  talk: { motif: 'speech', layouts: ['split'] },
  other: { motif: 'frames', layouts: ['editorial', 'split'] },
};
