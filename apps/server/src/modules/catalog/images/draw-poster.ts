import { drawGenrePoster, drawServiceLogo } from './drawing/poster.js';
import { drawVideo } from './drawing/media.js';
import { drawPodcast } from './drawing/podcast.js';

/**
 * Posters, thumbnails and logos of the offline catalogue, drawn as SVG: the outside image hosts may
 * be unreachable, and a drawn poster must still say which title it is and look like a poster. The
 * same facts always give the same picture; the parts live in drawing/ (layouts, motifs, palettes,
 * text fitting). The picture is the same in every language and theme (its address has neither), so
 * its words are ones French and English share ("FILM", "TV") and its colours hold on light and dark.
 */

export interface PosterFacts {
  title: string;
  /** A year, a channel, a publisher: the line under the title. */
  caption: string | null;
  genreIds: readonly number[];
  /** What the title is ("FILM", "TV", "VIDEO", "PODCAST"): a podcast is drawn as one. */
  mark: string;
  /** What keeps the drawing the same (the catalogue's id); the title when absent. */
  seed?: string;
}

/** A 2:3 poster (500 × 750): the genre's motif and palette in one of its layouts; podcasts get their own. */
export function drawPoster(facts: PosterFacts): string {
  const seed = facts.seed ?? facts.title;
  if (facts.mark === 'PODCAST') return drawPodcast({ title: facts.title, byline: facts.caption, seed });
  return drawGenrePoster({ title: facts.title, mark: facts.mark, year: facts.caption, genreIds: facts.genreIds, seed });
}

/** A 16:9 video thumbnail (480 × 270): a play button, the title, the channel. */
export function drawThumbnail(facts: PosterFacts): string {
  return drawVideo({ title: facts.title, byline: facts.caption, seed: facts.seed ?? facts.title });
}

/** A streaming service's logo tile (92 × 92): its initials. */
export function drawLogo(name: string): string {
  return drawServiceLogo(name);
}
