import type { ListType } from '@pepites/contracts';
import type { Db } from '../../db/client.js';
import { preparedTextRows } from '../../db/prepared.js';
import { begunWordsSearch, wholeWordsSearch } from '../../lib/search-terms.js';
import type { KeptCard } from './list-views.js';
import type { TermRows } from './word-stats.js';

/**
 * Without statistics (a new database), how rare a kind of term usually is, rarest first: a tag and a
 * word together, two words, a whole word, a long beginning, a tag, a two-letter beginning.
 */
function guessedRank(term: string): number {
  if (term.includes('+')) return term.startsWith('#') ? 0 : 1;
  if (term.startsWith('=')) return 2;
  if (term.startsWith('#')) return 6;
  return 6 - Math.min(Array.from(term).length, 4);
}

/**
 * The term of a search with the fewest lists, by ANALYZE's most common terms (word-stats.ts): every
 * match has every term, so walking the rarest one reads the fewest lists that are not matches.
 */
export function rarestTerm(terms: string[], stats: TermRows | null): string {
  const weight = (term: string) => (stats ? (stats.rows.get(term) ?? stats.rest) : guessedRank(term));
  return terms.reduce((rarest, term) => (weight(term) < weight(rarest) ? term : rarest));
}

/**
 * Both tiers in one call of the database's `title_search_page` (drizzle/0021), whose plan is made
 * once per connection: titles with every word whole (and every tag), then, as far as the reach
 * allows, those with every word begun but not all whole; newest first within each. A row a card of
 * the asked page in rank order, the ids on the first (one row of ids alone when no card is asked).
 */
const TITLE_SEARCH_PAGE = 'select * from title_search_page($1, $2, $3, $4, $5::list_type, $6, $7, $8)';

export interface TitleSearch {
  words: string[];
  tagIds: number[];
  type: ListType | undefined;
  /** How many matches to read at most. */
  limit: number;
  /** With a visitor's page (which ranks, from 0), the cards of those ranks come along. */
  cardsOf?: { offset: number; count: number };
}

/**
 * Public lists whose titles have every word (and which have every tag and the type), at most
 * `limit`: every word whole first, then every word begun; newest first within each
 * (docs/decisions/042-title-search-terms.md). The statement's plan is kept: it has one index to
 * read, whatever the values.
 */
export async function titleMatches(
  db: Db,
  search: TitleSearch,
  stats: TermRows | null,
): Promise<{ ids: number[]; cards: KeptCard[] | null }> {
  const { text, params } = titleMatchesQuery(search, stats);
  const rows = await preparedTextRows<KeptCard & { ids: number[] | null }>(db, text, params);
  const cards = rows.filter((row) => row.id !== null).map(({ ids: _, ...card }) => card);
  return { ids: rows[0]?.ids ?? [], cards: search.cardsOf ? cards : null };
}

/** The statement of a title search and its values (exported for the benchmark's EXPLAIN). */
export function titleMatchesQuery(search: TitleSearch, stats: TermRows | null): { text: string; params: unknown[] } {
  const whole = wholeWordsSearch(search.words, search.tagIds);
  const begun = begunWordsSearch(search.words, search.tagIds);
  const page = search.cardsOf ?? { offset: 0, count: 0 };
  return {
    text: TITLE_SEARCH_PAGE,
    params: [
      rarestTerm(whole.terms, stats),
      whole.patterns,
      rarestTerm(begun.terms, stats),
      begun.patterns,
      search.type ?? null,
      search.limit,
      page.offset,
      page.count,
    ],
  };
}
