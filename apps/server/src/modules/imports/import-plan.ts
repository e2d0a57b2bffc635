import type { ImportSource } from '@pepites/contracts';
import type { ImportedList, ImportFile, ImportRow } from './import-types.js';
import type { StoredAmbiguous, StoredNotFound } from './import-record.js';
import type { MatchedItem, RowMatch } from './row-match.js';
import { importKeyOf, type ListSpec } from './import-writer.js';

/** Rows kept for the review screen; past these, the counts still say how many there were. */
export const REVIEW_AMBIGUOUS_MAX = 1000;
export const REVIEW_NOT_FOUND_MAX = 1000;

/** Every row of the file in one array, lists first (in their order), then the watched titles. */
export function allRows(file: ImportFile): ImportRow[] {
  return [...file.lists.flatMap((list) => list.rows), ...file.watched];
}

export interface PlannedList extends ListSpec {
  entries: { item: MatchedItem; note: string | null }[];
}

export interface ImportPlan {
  lists: PlannedList[];
  seen: MatchedItem[];
  ambiguous: StoredAmbiguous[];
  notFound: StoredNotFound[];
  counts: { ambiguous: number; notFound: number };
}

/** A row's place in its list: the service's numbering first, else the file's order. */
function ordered(list: ImportedList, matches: RowMatch[]): { row: ImportRow; match: RowMatch }[] {
  return list.rows
    .map((row, index) => ({ row, match: matches[index]!, index }))
    .sort((a, b) => (a.row.position ?? a.index) - (b.row.position ?? b.index) || a.index - b.index);
}

/** The same title in several lists (or listed and watched) is one row to review. */
const rowKey = (row: ImportRow) => JSON.stringify([row.title, row.year, row.kind, row.tmdbId, row.imdbId]);

/**
 * What the matched file becomes: the lists to write with their matched items in order, the titles
 * to mark seen, and the rows left for the member (ambiguous, with where a choice goes) or not found.
 */
export function planImport(source: ImportSource, file: ImportFile, matches: readonly RowMatch[]): ImportPlan {
  const ambiguous = new Map<string, StoredAmbiguous>();
  const notFound = new Map<string, StoredNotFound>();
  const review = (row: ImportRow, match: RowMatch, list: { spec: ListSpec; note: string | null } | null) => {
    const key = rowKey(row);
    if (match.status === 'ambiguous') {
      const entry = ambiguous.get(key) ?? {
        row: ambiguous.size,
        title: row.title,
        year: row.year,
        lists: [],
        listKeys: [],
        notes: [],
        watched: false,
        candidates: match.candidates,
      };
      if (!list) entry.watched = true;
      else if (!entry.listKeys.includes(list.spec.importKey)) {
        entry.lists.push(list.spec.title);
        entry.listKeys.push(list.spec.importKey);
        entry.notes.push(list.note);
      }
      ambiguous.set(key, entry);
    } else if (match.status === 'notFound') {
      const entry = notFound.get(key) ?? { title: row.title, year: row.year, lists: [] };
      if (list && !entry.lists.includes(list.spec.title)) entry.lists.push(list.spec.title);
      notFound.set(key, entry);
    }
  };
  let offset = 0;
  const lists = file.lists.map((list): PlannedList => {
    const spec: ListSpec = {
      importKey: importKeyOf(source, list.name),
      title: list.name,
      description: list.description ?? '',
    };
    const listMatches = matches.slice(offset, offset + list.rows.length) as RowMatch[];
    offset += list.rows.length;
    const entries: PlannedList['entries'] = [];
    for (const { row, match } of ordered(list, listMatches)) {
      const note = row.note ?? null;
      if (match.status === 'matched') entries.push({ item: match.item, note });
      else review(row, match, { spec, note });
    }
    return { ...spec, entries };
  });
  const seen: MatchedItem[] = [];
  file.watched.forEach((row, index) => {
    const match = matches[offset + index]!;
    if (match.status === 'matched') seen.push(match.item);
    else review(row, match, null);
  });
  return {
    lists,
    seen,
    ambiguous: [...ambiguous.values()].slice(0, REVIEW_AMBIGUOUS_MAX),
    notFound: [...notFound.values()].slice(0, REVIEW_NOT_FOUND_MAX),
    counts: { ambiguous: ambiguous.size, notFound: notFound.size },
  };
}
