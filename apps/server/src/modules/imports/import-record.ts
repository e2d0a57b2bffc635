import type { ImportCounts, ImportSource, ImportStatus, ImportView, Lang } from '@pepites/contracts';
import { translateMessage } from '@pepites/contracts';
import type { imports } from '../../db/schema/index.js';
import type { MatchedItem } from './row-match.js';

/**
 * What the imports row keeps in its JSON columns. The review's ambiguous rows carry, beside what
 * the member sees, where a choice goes (the lists' import keys and each list's note), since the
 * file itself is cleared once written.
 */
export interface StoredAmbiguous {
  row: number;
  title: string;
  year: number | null;
  lists: string[];
  listKeys: string[];
  notes: (string | null)[];
  watched: boolean;
  candidates: MatchedItem[];
}

export interface StoredNotFound {
  title: string;
  year: number | null;
  lists: string[];
}

export interface StoredReview {
  ambiguous: StoredAmbiguous[];
  notFound: StoredNotFound[];
}

export interface StoredCounts extends ImportCounts {
  /** The member's lists it created or added to, for links. */
  listIds: number[];
}

/**
 * An imports row as the routes read it: without the file, which only the job reads (it is the
 * whole export, hundreds of kilobytes of JSON, and progress is asked for every second).
 */
export type ImportRecord = Omit<typeof imports.$inferSelect, 'file'>;

export const emptyCounts = (): StoredCounts => ({
  lists: 0,
  items: 0,
  seen: 0,
  ambiguous: 0,
  notFound: 0,
  cut: 0,
  listIds: [],
});

export function countsOf(record: ImportRecord): StoredCounts {
  return { ...emptyCounts(), ...(record.counts as Partial<StoredCounts>) };
}

export function reviewOf(record: ImportRecord): StoredReview {
  const review = record.review as Partial<StoredReview>;
  return { ambiguous: review.ambiguous ?? [], notFound: review.notFound ?? [] };
}

/** The import as its member sees it; `lists` are the member's lists it touched, as they are titled now. */
export function toImportView(record: ImportRecord, lists: { id: number; title: string }[], lang: Lang): ImportView {
  const { listIds: _ids, ...counts } = countsOf(record);
  const review = reviewOf(record);
  return {
    id: record.publicId,
    source: record.source as ImportSource,
    fileName: record.fileName,
    status: record.status as ImportStatus,
    total: record.total,
    done: record.done,
    counts,
    lists,
    review: {
      ambiguous: review.ambiguous.map(({ row, title, year, lists: names, watched, candidates }) => ({
        row,
        title,
        year,
        lists: names,
        watched,
        candidates: candidates.map(({ type, providerId, title: name, year: released }) => ({
          type,
          providerId,
          title: name,
          year: released,
        })),
      })),
      notFound: review.notFound.map(({ title, year, lists: names }) => ({ title, year, lists: names })),
    },
    error: record.errorCode ? translateMessage(record.errorCode, lang) : null,
    createdAt: record.createdAt.toISOString(),
    finishedAt: record.finishedAt?.toISOString() ?? null,
  };
}
