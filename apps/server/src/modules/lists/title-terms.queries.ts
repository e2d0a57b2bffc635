import type { ListType } from '@pepites/contracts';
import type { Db } from '../../db/client.js';
import { preparedTextRows } from '../../db/prepared.js';
import { begunWordsSearch, wholeWordsSearch } from '../../lib/search-terms.js';
import { KEPT_CARD_COLUMNS, type KeptCard } from './list-views.js';
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
 * Both tiers in one statement, written once ($1–$4: each tier's walked term and patterns, $5 the
 * type or null, $6 how many): titles with every word whole (and every tag), then, as far as
 * `$6` allows, those with every word begun but not all whole; newest first within each. Each tier
 * reads the rarest of its terms in list_search_terms_walk_idx, the key checked in the index.
 */
const TITLE_MATCHES = `with whole as (
    select list_id as id, created_at from list_search_terms
    where term = $1 and key like all ($2::text[]) and ($5::list_type is null or type = $5)
    order by created_at desc, list_id desc limit $6
  ), begun as (
    select list_id as id, created_at from list_search_terms
    where term = $3 and key like all ($4::text[]) and not (key like all ($2::text[]))
      and ($5::list_type is null or type = $5)
    order by created_at desc, list_id desc limit greatest(0, $6 - (select count(*) from whole))
  ), found as (
    select id, row_number() over (order by tier, created_at desc, id desc) as rank
    from (select id, created_at, 1 as tier from whole union all select id, created_at, 2 from begun) matches
  )`;

/** The matches' ids in order (a member's cards carry their own marks: read apart). */
const MATCH_IDS = `${TITLE_MATCHES}
  select coalesce(array_agg(id order by rank), '{}') as ids from found`;

/**
 * The ids, and a visitor's cards of ranks $7 + 1 to $7 + $8 (the asked page), in one round trip: a
 * row a card in rank order, the ids on the first (one row of ids alone when the page has no card).
 */
const MATCH_IDS_AND_CARDS = `${TITLE_MATCHES}
  select case when row_number() over (order by f.rank) = 1 then m.ids end as ids, ${KEPT_CARD_COLUMNS}
  from (select coalesce(array_agg(id order by rank), '{}') as ids from found) m
  left join (found f join lists l on l.id = f.id join users u on u.id = l.creator_id)
    on f.rank > $7 and f.rank <= $7 + $8
  order by f.rank`;

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
  if (!search.cardsOf) {
    const [row] = await preparedTextRows<{ ids: number[] }>(db, text, params);
    return { ids: row?.ids ?? [], cards: null };
  }
  const rows = await preparedTextRows<KeptCard & { ids: number[] | null }>(db, text, params);
  const cards = rows.filter((row) => row.id !== null).map(({ ids: _, ...card }) => card);
  return { ids: rows[0]?.ids ?? [], cards };
}

/** The statement of a title search and its values (exported for the benchmark's EXPLAIN). */
export function titleMatchesQuery(search: TitleSearch, stats: TermRows | null): { text: string; params: unknown[] } {
  const whole = wholeWordsSearch(search.words, search.tagIds);
  const begun = begunWordsSearch(search.words, search.tagIds);
  const params = [
    rarestTerm(whole.terms, stats),
    whole.patterns,
    rarestTerm(begun.terms, stats),
    begun.patterns,
    search.type ?? null,
    search.limit,
  ];
  if (!search.cardsOf) return { text: MATCH_IDS, params };
  return { text: MATCH_IDS_AND_CARDS, params: [...params, search.cardsOf.offset, search.cardsOf.count] };
}
