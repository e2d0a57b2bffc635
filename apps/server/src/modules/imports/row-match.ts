import type { ImportRow } from './import-types.js';

/** A catalogue title a row may be: the same identity as a list item (type and provider id). */
export interface MatchedItem {
  type: 'movie' | 'show';
  providerId: string;
  title: string;
  year: number | null;
}

export type RowMatch =
  | { status: 'matched'; item: MatchedItem }
  | { status: 'ambiguous'; candidates: MatchedItem[] }
  | { status: 'notFound' };

const AMBIGUOUS_MAX = 5;
/** Services disagree by a year around New Year and between festival and release dates. */
const YEAR_SLACK = 1;

export const notFound: RowMatch = { status: 'notFound' };
export const matched = (item: MatchedItem): RowMatch => ({ status: 'matched', item });

export const ofKind = (row: ImportRow) => (item: MatchedItem) => !row.kind || item.type === row.kind;

/**
 * What the titles bearing the row's name become once its year is weighed: one left is the match,
 * several are for the member to choose from (the closest year first).
 */
export function decide(row: ImportRow, sameName: readonly MatchedItem[]): RowMatch {
  const { year } = row;
  // A year unknown on either side rules nothing out, and comes after the known close ones.
  const distance = (item: MatchedItem) =>
    year === null || item.year === null ? YEAR_SLACK + 1 : Math.abs(item.year - year);
  const close = distinct(sameName.filter(ofKind(row))).filter(
    (item) => year === null || item.year === null || distance(item) <= YEAR_SLACK,
  );
  const [only] = close;
  if (!only) return notFound;
  if (close.length === 1) return matched(only);
  const candidates = close.sort((a, b) => distance(a) - distance(b)).slice(0, AMBIGUOUS_MAX);
  return { status: 'ambiguous', candidates };
}

function distinct(items: readonly MatchedItem[]): MatchedItem[] {
  const seen = new Map<string, MatchedItem>();
  for (const item of items)
    seen.set(`${item.type}:${item.providerId}`, seen.get(`${item.type}:${item.providerId}`) ?? item);
  return [...seen.values()];
}
