import { toSearchText } from './search-text.js';

/** Words of a title search beyond these are ignored: a title rarely has more, and each costs an index lookup. */
export const SEARCH_WORDS_MAX = 8;

/**
 * Letters that `unaccent` (which folds the lists' `search_words`, migration 0020) spells otherwise
 * than stripping diacritics does: without them "cœur" would never find "Cœur fidèle".
 */
const SPELLED = new Map(
  Object.entries({ œ: 'oe', æ: 'ae', ß: 'ss', ø: 'o', ł: 'l', đ: 'd', ð: 'd', þ: 'th', ħ: 'h', ı: 'i' }),
);
/**
 * Modifier letters `unaccent` turns into an apostrophe or a colon ("lʼété" is "l'ete" in the
 * titles' words): they separate words, like the apostrophe itself.
 */
const SEPARATOR_LETTERS = /[ʹʺʻʼʽˆˈˋː]/gu;
/** Invisible format characters (zero-width space, soft hyphen, joiners): pasted inside a word, they must not split it. */
const INVISIBLE = /\p{Cf}/gu;

/**
 * The words of a title search, folded as the titles' words are (lower case, no accents), split on
 * anything that is not a letter or a digit ("l'été" → l, ete; "Spider-Man" → spider, man), at most
 * SEARCH_WORDS_MAX. Only letters and digits remain, so no word can carry tsquery syntax.
 */
export function searchWords(text: string): string[] {
  // Before folding: some of them are diacritics to it, and would vanish ("lʼété" → "lete").
  const folded = toSearchText(text.replace(INVISIBLE, '').replace(SEPARATOR_LETTERS, ' ')).replace(
    /[œæßøłđðþħı]/gu,
    (letter) => SPELLED.get(letter) ?? letter,
  );
  return folded
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '')
    .slice(0, SEARCH_WORDS_MAX);
}

/**
 * The tsquery texts (for `to_tsquery('simple', …)`) of a search's words: matched against the
 * title's words alone (`ts_filter(search_words, '{a}')`) or against the whole document.
 */
export interface WordQueries {
  words: string[];
  /** Every word whole: the first relevance tier when the title has them. */
  exact: string;
  /** Every word begins a word (`word:*`); a one-letter word stays whole. */
  prefix: string;
  /**
   * Every word's first four letters (a one-letter word whole): exact terms of `lists.search_terms`
   * (drizzle/0021), which its GIN index finds without scanning prefixes; `prefix` then checks the rest.
   */
  beginnings: string[];
}

/** A tsquery text of terms, all of them (letters and digits only, as searchWords leaves them). */
export const allOf = (terms: string[]) => terms.map((term) => `'${term}'`).join(' & ');

/**
 * Prefix terms for words of two characters or more, exact terms for one-letter words (a prefix of
 * one letter would match most titles); the terms are ANDed, so the words may come in any order.
 * Null when the text has no word (only punctuation): the search is then no search at all.
 */
export function wordQueries(text: string): WordQueries | null {
  const words = searchWords(text);
  if (words.length === 0) return null;
  return {
    words,
    exact: words.map((word) => `'${word}'`).join(' & '),
    prefix: words.map((word) => (word.length >= 2 ? `'${word}':*` : `'${word}'`)).join(' & '),
    beginnings: [...new Set(words.map((word) => Array.from(word).slice(0, 4).join('')))],
  };
}
