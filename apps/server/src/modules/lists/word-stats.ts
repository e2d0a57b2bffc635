import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { COUNTER, readCounters } from '../../db/stat-counters.js';

/** How common words are, from ANALYZE's statistics (`pg_stats.most_common_elems`). */
export interface ElementShares {
  shares: Map<string, number>;
  /** The share of the least common word the statistics kept: rarer words are not listed. */
  least: number;
}

export interface WordStats {
  /** Titles' words (the column lists.title_words). */
  title: ElementShares | null;
  /** Every word of a list: title, tags, description (the column lists.search_words). */
  any: ElementShares | null;
  /** Tags, by id (the column lists.tag_ids). */
  tags: ElementShares | null;
  /** Words' beginnings of two to four letters anywhere in a list (the column lists.search_terms). */
  beginnings: ElementShares | null;
  /** Rows of the title search's terms (list_search_terms.term). */
  terms: TermRows | null;
  publicLists: number;
}

/** How many rows of `list_search_terms` a term has, from ANALYZE's most common terms. */
export interface TermRows {
  rows: Map<string, number>;
  /** The rows of a term the statistics do not list: the average of the others. */
  rest: number;
}

/** Statistics change with ANALYZE (autovacuum's, after many writes): read again after this long. */
const STATS_TTL_MS = 10 * 60_000;
const cache = new WeakMap<Db, { until: number; stats: Promise<WordStats> }>();

function shares(elems: string[] | null, freqs: number[] | null): ElementShares | null {
  if (!elems || !freqs || elems.length === 0) return null;
  // The frequencies are followed by their minimum, their maximum and the share of empty documents.
  return { shares: new Map(elems.map((elem, index) => [elem, freqs[index] ?? 0])), least: freqs[elems.length] ?? 0 };
}

async function readStats(db: Db): Promise<WordStats> {
  const { rows } = (await db.execute(sql`
    select attname as name, most_common_elems::text::text[] as elems, most_common_elem_freqs as freqs
    from pg_stats
    where schemaname = current_schema()
      and tablename = 'lists' and attname in ('search_words', 'title_words', 'search_terms', 'tag_ids')`)) as unknown as {
    rows: { name: string; elems: string[] | null; freqs: number[] | null }[];
  };
  const of = (name: string) => {
    const row = rows.find((one) => one.name === name);
    return row ? shares(row.elems, row.freqs) : null;
  };
  const publicLists = (await readCounters(db, [COUNTER.publicLists]))[COUNTER.publicLists] ?? 0;
  return {
    title: of('title_words'),
    any: of('search_words'),
    tags: of('tag_ids'),
    beginnings: of('search_terms'),
    terms: await readTermRows(db),
    publicLists,
  };
}

async function readTermRows(db: Db): Promise<TermRows | null> {
  const { rows } = (await db.execute(sql`
    select s.most_common_vals::text::text[] as vals, s.most_common_freqs as freqs, s.n_distinct as distinct, c.reltuples as total
    from pg_stats s join pg_class c on c.oid = to_regclass(quote_ident(s.schemaname) || '.list_search_terms')
    where s.schemaname = current_schema() and s.tablename = 'list_search_terms' and s.attname = 'term'`)) as unknown as {
    rows: { vals: string[] | null; freqs: number[] | null; distinct: number; total: number }[];
  };
  const row = rows[0];
  if (!row?.vals || !row.freqs || row.total <= 0) return null;
  const total = Number(row.total);
  const listed = row.freqs.reduce((sum, freq) => sum + freq, 0);
  // A negative n_distinct is a share of the rows.
  const distinct = row.distinct < 0 ? -row.distinct * total : Number(row.distinct);
  const unlisted = Math.max(1, distinct - row.vals.length);
  return {
    rows: new Map(row.vals.map((term, index) => [term, (row.freqs?.[index] ?? 0) * total])),
    rest: ((1 - listed) * total) / unlisted,
  };
}

/** The words' statistics, read at most every STATS_TTL_MS per database. */
export function wordStats(db: Db): Promise<WordStats> {
  const kept = cache.get(db);
  if (kept && kept.until > Date.now()) return kept.stats;
  const stats = readStats(db);
  cache.set(db, { until: Date.now() + STATS_TTL_MS, stats });
  stats.catch(() => cache.delete(db));
  return stats;
}

/**
 * The share of documents having every word (whole when one letter, begun otherwise), assuming the
 * words independent, as PostgreSQL estimates it. The server makes the choice between walking the
 * newest lists and the GIN index itself so that a walk is bounded whatever the estimate (decision 040).
 */
export function estimatedShare(stats: ElementShares, words: string[]): number {
  let share = 1;
  for (const word of words) {
    const found = word.length < 2 ? (stats.shares.get(word) ?? 0) : begunShare(stats, word);
    // Not among the common words: at most as common as the least common of them.
    share *= Math.min(1, found > 0 ? found : stats.least / 2);
  }
  return share;
}

/** Prefixes' shares already summed, per statistics read: summing one reads up to 10,000 words. */
const begunShares = new WeakMap<ElementShares, Map<string, number>>();
/** Prefixes kept per statistics read, before they are summed afresh (a few hundred kilobytes). */
const BEGUN_KEPT_MAX = 4096;

function begunShare(stats: ElementShares, prefix: string): number {
  let kept = begunShares.get(stats);
  if (!kept || kept.size >= BEGUN_KEPT_MAX) begunShares.set(stats, (kept = new Map()));
  let found = kept.get(prefix);
  if (found === undefined) {
    found = 0;
    for (const [elem, elemShare] of stats.shares) if (elem.startsWith(prefix)) found += elemShare;
    kept.set(prefix, found);
  }
  return found;
}

/** The share of documents having every tag, assuming them independent; a tag not listed, as a rare word. */
export function tagsShare(stats: ElementShares, tagIds: number[]): number {
  return tagIds.reduce((share, tagId) => share * (stats.shares.get(String(tagId)) ?? stats.least / 2), 1);
}

/**
 * A list walked in the newest-first index (its title's words are in the index) costs about this
 * much of a match read through a GIN index (a row fetched and sorted): 0.25 µs against 8 µs,
 * measured on 200,000 lists; 0.55 µs an entry at 1,000,000 (decision 040).
 */
const WALKED_PER_MATCH = 1 / 30;
/**
 * A walk that also reads each list's row (`search_words`: tags, description) costs about a match:
 * the rows are not in the index's order, 15 µs a row at 1,000,000 lists (decision 040).
 */
const WALKED_ROW_PER_MATCH = 1;

/**
 * Whether walking the newest lists is cheaper than the GIN index: a walk reads about
 * limit ÷ share lists of the index (and their rows when `readsRows`), the GIN index fetches
 * every match (share × lists).
 */
export function walkIsCheaper(share: number, limit: number, lists: number, readsRows = false): boolean {
  const matches = share * lists;
  const walked = (limit * lists) / matches;
  return matches > 0 && walked * (readsRows ? WALKED_ROW_PER_MATCH : WALKED_PER_MATCH) < matches;
}

/**
 * A GIN entry read costs about this share of a list row fetched and checked: about 25 ns against
 * 5 µs at 1,000,000 lists (docs/decisions/042-title-search-terms.md).
 */
const ENTRY_PER_ROW = 1 / 200;

/** Which beginnings a GIN read asks for, how many rows it is expected to fetch, and its cost in rows. */
export interface BeginningsRead {
  terms: string[];
  rows: number;
  cost: number;
}

/**
 * The beginnings worth reading in the GIN index of `search_terms` among `among` lists (those having
 * the tags): the rarest, then each next one while the rows it spares cost more than reading its
 * entries. A beginning most lists have ('be' of "best") spares few rows for a long read (12 ms of
 * 13 for "best zomb bo" with a tag at 1,000,000 lists): the rows fetched are checked for every word.
 */
export function beginningsToRead(
  beginnings: string[],
  stats: ElementShares,
  publicLists: number,
  among: number,
): BeginningsRead {
  const shareOf = (term: string) => stats.shares.get(term) ?? stats.least / 2;
  const rarestFirst = [...beginnings].sort((a, b) => shareOf(a) - shareOf(b));
  const read: BeginningsRead = { terms: [], rows: among, cost: 0 };
  for (const term of rarestFirst) {
    const share = Math.min(1, shareOf(term));
    const entries = share * publicLists * ENTRY_PER_ROW;
    if (read.terms.length > 0 && read.rows * (1 - share) <= entries) continue;
    read.terms.push(term);
    read.rows *= share;
    read.cost += entries;
  }
  return { ...read, cost: read.cost + read.rows };
}
