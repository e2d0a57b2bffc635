import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.js';
import { createTestDatabase } from '../test/database.js';
import { begunWordsSearch, wholeWordsSearch, type TermSearch } from './search-terms.js';
import { searchWords } from './search-words.js';

// Titles whose words cover what folds or splits: accents, ligatures, apostrophes, hyphens, numbers,
// one-letter words, letters outside the Basic Multilingual Plane (counted as one by PostgreSQL).
const TITLES = [
  "L'été meurtrier",
  'Spider-Man: No Way Home',
  "2001, l'odyssée de l'espace",
  'Ça',
  'Cœur fidèle',
  'Soirées ciné du dimanche',
  '東京物語',
  '𠮷野家 Yoshinoya',
  // Halfwidth letters come after the surrogates in UTF-16, before astral letters in code points.
  'ｱﾆﾒ 𠮷野家',
  'a b c',
];
const TAGS = [3, 17];

/** Every choice of one to three of `words`, in order. */
function choices(words: string[]): string[][] {
  const found: string[][] = [];
  for (let a = 0; a < words.length; a++) {
    found.push([words[a] as string]);
    for (let b = a + 1; b < words.length; b++) {
      found.push([words[a] as string, words[b] as string]);
      for (let c = b + 1; c < words.length; c++) found.push([words[a], words[b], words[c]] as string[]);
    }
  }
  return found;
}

/** Each word cut to each length a member may type (a word of one letter is only ever whole). */
const beginnings = (word: string) =>
  Array.from(word).length === 1
    ? [word]
    : Array.from({ length: Array.from(word).length - 1 }, (_, index) =>
        Array.from(word)
          .slice(0, index + 2)
          .join(''),
      );

describe('the title search terms of the server and of the database', () => {
  let database: Database;
  const indexed = async (title: string, tagIds: number[]) => {
    const { rows } = await database.runSql(
      `select list_search_terms(w, $2::int[]) as terms, list_search_key(w, $2::int[]) as key
       from (select tsvector_to_array(to_tsvector('simple', unaccent(lower($1)))) as w) words`,
      [title, `{${tagIds.join(',')}}`],
    );
    return rows[0] as { terms: string[]; key: string };
  };
  const likeAll = async (key: string, patterns: string[]) => {
    const { rows } = await database.runSql('select $1::text like all ($2::text[]) as matches', [key, patterns]);
    return (rows[0] as { matches: boolean }).matches;
  };
  const expectFound = async (search: TermSearch, title: string, tagIds: number[]) => {
    const { terms, key } = await indexed(title, tagIds);
    // Whichever term the server walks, the list is in its rows; its key matches every pattern.
    for (const term of search.terms) expect(terms, `${title}: ${term}`).toContain(term);
    expect(await likeAll(key, search.patterns), `${title}: ${search.patterns.join(' ')}`).toBe(true);
  };

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => database.close());

  it('finds every title by any of its words, whole, with or without its tags', async () => {
    for (const title of TITLES) {
      for (const words of choices([...new Set(searchWords(title))])) {
        await expectFound(wholeWordsSearch(words, []), title, TAGS);
        await expectFound(wholeWordsSearch(words, TAGS), title, TAGS);
      }
    }
  });

  it('finds every title by the beginnings of any of its words', async () => {
    for (const title of TITLES) {
      for (const words of choices([...new Set(searchWords(title))])) {
        for (const typed of words.map(beginnings).flat())
          await expectFound(begunWordsSearch([typed], [3]), title, TAGS);
        const firstTwo = words.map((word) => beginnings(word)[0] as string);
        await expectFound(begunWordsSearch(firstTwo, []), title, []);
      }
    }
  });

  it('tells a whole word from a beginning, and a tag from a word', async () => {
    const { key } = await indexed('Soirées ciné du dimanche', [3]);
    expect(key).toBe(' cine dimanche du soirees #3 ');
    expect(await likeAll(key, wholeWordsSearch(['soir'], []).patterns)).toBe(false);
    expect(await likeAll(key, begunWordsSearch(['soir'], []).patterns)).toBe(true);
    expect(await likeAll(key, wholeWordsSearch(['cine'], [4]).patterns)).toBe(false);
    expect(await likeAll(key, begunWordsSearch(['3'], []).patterns)).toBe(false);
    // A pair is in code-point order on both sides; a one-letter word is a term of its own.
    expect(begunWordsSearch(['𠮷野', 'yo'], []).terms).toContain('yo+𠮷野');
    expect((await indexed('a b c', [])).terms).toEqual(expect.arrayContaining(['a', 'b', 'c', 'a+b', 'a+c', 'b+c']));
  });
});
