/**
 * What a file brought from another service becomes once read: titles to match against the
 * catalogue later, never trusted ids. Text fields are plain text (see neutralizeFormula).
 */
export type ImportSource = 'letterboxd' | 'imdb' | 'trakt';

export interface ImportRow {
  title: string;
  /** null when the service gave none (Letterboxd leaves it empty for some films). */
  year: number | null;
  tmdbId?: number;
  imdbId?: string;
  kind?: 'movie' | 'show';
  /** YYYY-MM-DD, the day it was watched (in UTC for Trakt). */
  watchedOn?: string;
  /** The row's note, cut to ITEM_NOTE_MAX characters; noteCut says it was. */
  note?: string;
  noteCut?: true;
  /** Place in the list as the service numbered it. */
  position?: number;
}

export interface ImportedList {
  name: string;
  description?: string;
  rows: ImportRow[];
  source: ImportSource;
  /** The service's "to watch" list, which becomes a list of its own. */
  watchlist?: true;
}

export interface ImportFile {
  lists: ImportedList[];
  /** Titles the member marked as seen on the service. */
  watched: ImportRow[];
}
