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
  publicLists: number;
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
      and tablename = 'lists' and attname in ('search_words', 'title_words', 'tag_ids')`)) as unknown as {
    rows: { name: string; elems: string[] | null; freqs: number[] | null }[];
  };
  const of = (name: string) => {
    const row = rows.find((one) => one.name === name);
    return row ? shares(row.elems, row.freqs) : null;
  };
  const publicLists = (await readCounters(db, [COUNTER.publicLists]))[COUNTER.publicLists] ?? 0;
  return { title: of('title_words'), any: of('search_words'), tags: of('tag_ids'), publicLists };
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
    let found = 0;
    if (word.length < 2) found = stats.shares.get(word) ?? 0;
    else for (const [elem, elemShare] of stats.shares) if (elem.startsWith(word)) found += elemShare;
    // Not among the common words: at most as common as the least common of them.
    share *= Math.min(1, found > 0 ? found : stats.least / 2);
  }
  return share;
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
