/**
 * The terms of the title search's index (`list_search_terms`, drizzle/0021), derived from what is
 * searched exactly as the database derives them from titles (`list_search_terms()` there): a whole
 * word is '=word' (a one-letter word is itself), a word's beginning its first two to four letters, a
 * tag '#id', a pair of words the pair of their first two letters in code-point order ('ab+cd'), a
 * tag and a word '#id+ab'. Lengths count code points, as PostgreSQL's `left()` does
 * (docs/decisions/042-title-search-terms.md).
 */

/** The longest word beginning kept as a term: a longer word is read through its first four letters. */
const PREFIX_TERM_MAX = 4;

const codePoints = (word: string) => Array.from(word);
const firstLetters = (word: string, count: number) => codePoints(word).slice(0, count).join('');
const isOneLetter = (word: string) => codePoints(word).length === 1;

/** Code-point order, which is the byte order of UTF-8 (`COLLATE "C"`), unlike `<` on UTF-16 strings. */
function byCodePoint(a: string, b: string): number {
  const left = codePoints(a);
  const right = codePoints(b);
  for (let index = 0; index < Math.min(left.length, right.length); index++) {
    const difference = (left[index]?.codePointAt(0) ?? 0) - (right[index]?.codePointAt(0) ?? 0);
    if (difference !== 0) return difference;
  }
  return left.length - right.length;
}

const wholeTerm = (word: string) => (isOneLetter(word) ? word : `=${word}`);
const beginningTerm = (word: string) => (isOneLetter(word) ? word : firstLetters(word, PREFIX_TERM_MAX));
const head = (word: string) => firstLetters(word, 2);

/** The pairs terms of words' heads and of tags with heads: present on every list having them all. */
function pairTerms(words: string[], tagIds: number[]): string[] {
  const heads = [...new Set(words.map(head))].sort(byCodePoint);
  const pairs = heads.flatMap((first, index) => heads.slice(index + 1).map((second) => `${first}+${second}`));
  return [...pairs, ...tagIds.flatMap((tagId) => heads.map((one) => `#${tagId}+${one}`))];
}

/**
 * What one tier of a title search asks of the index: lists having `terms` (any one of them can be
 * walked: every match has them all) whose key matches every one of `patterns` (LIKE), and none of
 * whose keys match all of `unlessAll` (the tier above, already read).
 */
export interface TermSearch {
  terms: string[];
  patterns: string[];
  unlessAll: string[];
}

const tagPatterns = (tagIds: number[]) => tagIds.map((tagId) => `% #${tagId} %`);
// Words are letters and digits only (search-words.ts): nothing in them is special to LIKE.
const wholePattern = (word: string) => `% ${word} %`;
const beginningPattern = (word: string) => (isOneLetter(word) ? wholePattern(word) : `% ${word}%`);

/** Titles having every word whole: the first relevance tier. */
export function wholeWordsSearch(words: string[], tagIds: number[]): TermSearch {
  const unique = [...new Set(words)];
  return {
    terms: [...unique.map(wholeTerm), ...tagIds.map((tagId) => `#${tagId}`), ...pairTerms(unique, tagIds)],
    patterns: [...unique.map(wholePattern), ...tagPatterns(tagIds)],
    unlessAll: [],
  };
}

/** Titles having every word begun, not all of them whole (those are the first tier). */
export function begunWordsSearch(words: string[], tagIds: number[]): TermSearch {
  const unique = [...new Set(words)];
  return {
    terms: [...unique.map(beginningTerm), ...tagIds.map((tagId) => `#${tagId}`), ...pairTerms(unique, tagIds)],
    patterns: [...unique.map(beginningPattern), ...tagPatterns(tagIds)],
    unlessAll: unique.map(wholePattern),
  };
}
