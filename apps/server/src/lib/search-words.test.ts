import { describe, expect, it } from 'vitest';
import { searchWords, wordQueries } from './search-words.js';

describe('searchWords', () => {
  it.each([
    ["L'été meurtrier", ['l', 'ete', 'meurtrier']],
    ['Spider-Man: No Way Home', ['spider', 'man', 'no', 'way', 'home']],
    ["2001, l'odyssée de l'espace", ['2001', 'l', 'odyssee', 'de', 'l', 'espace']],
    ['  ÇA  ', ['ca']],
    ['Cœur fidèle', ['coeur', 'fidele']],
    ['lʼété', ['l', 'ete']],
    ['Straße', ['strasse']],
    ['東京物語', ['東京物語']],
    ['cla\u200bssi\u00adques\u2060', ['classiques']],
    ["''':*&|!", []],
    ['', []],
  ])('%j → %j', (text, words) => {
    expect(searchWords(text)).toEqual(words);
  });

  it('keeps the first eight words', () => {
    expect(searchWords('a b c d e f g h i j')).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']);
  });
});

describe('wordQueries', () => {
  it('makes words of two letters or more prefixes and one-letter words exact, ANDed', () => {
    expect(wordQueries("l'été")).toEqual({
      words: ['l', 'ete'],
      exact: "'l' & 'ete'",
      prefix: "'l' & 'ete':*",
      beginnings: ['l', 'ete'],
    });
    expect(wordQueries('documentaires docu 𠮷野家族')?.beginnings).toEqual(['docu', '𠮷野家族']);
    expect(wordQueries('a b')?.prefix).toBe("'a' & 'b'");
  });

  it('has no query for a text without words', () => {
    expect(wordQueries("''':*&|!")).toBeNull();
    expect(wordQueries(' - ')).toBeNull();
  });
});
