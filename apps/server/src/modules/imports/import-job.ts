import { setImmediate as yieldToRequests } from 'node:timers/promises';
import { translateMessage, type ImportSource } from '@pepites/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/errors.js';
import type { JobAttempt } from '../../plugins/jobs.js';
import { addNotification } from '../notifications/index.js';
import { ImportError } from './import-error.js';
import { allRows, planImport, type ImportPlan } from './import-plan.js';
import { emptyCounts, type ImportRecord, type StoredCounts, type StoredReview } from './import-record.js';
import { importById, updateImport, type ImportJob } from './import-store.js';
import type { ImportFile } from './import-types.js';
import { anyPublic, appendToList, itemIdsFor, itemKey, markSeen, upsertLists } from './import-writer.js';
import { matchRows } from './match.js';
import type { RowMatch } from './row-match.js';

/** Rows matched between two progress updates. */
export const MATCH_CHUNK = 200;

/**
 * The import job (docs/decisions/035): match the rows in chunks (progress in the row, a word to
 * the member's streams), then write lists, items and seen marks, then the counts and the review.
 * Everything it writes is keyed (a list by its import key, an item once per list, a seen mark once),
 * so a retry after a crash adds nothing twice. A failing live catalogue is retried by the queue;
 * any other failure, or the last attempt, ends the import as failed.
 */
export async function runImportJob(app: FastifyInstance, job: ImportJob, attempt: JobAttempt): Promise<void> {
  const record = await importById(app.db, job.importId);
  if (!record?.file || record.status === 'done' || record.status === 'failed') return;
  try {
    await runImport(app, record, record.file as ImportFile);
  } catch (error) {
    const upstream = error instanceof AppError && error.code === 'upstream_unavailable';
    if (upstream && attempt.retryCount < attempt.retryLimit) throw error;
    app.log.warn({ err: error, importId: record.id }, 'import failed');
    await failImport(app, record, error instanceof ImportError ? error.code : 'import.interrupted');
  }
}

async function matchInChunks(app: FastifyInstance, record: ImportRecord, file: ImportFile): Promise<RowMatch[]> {
  const rows = allRows(file);
  await updateImport(app, record, { status: 'matching', done: 0, total: rows.length });
  const matches: RowMatch[] = [];
  for (let start = 0; start < rows.length; start += MATCH_CHUNK) {
    matches.push(...(await matchRows(app.catalog, rows.slice(start, start + MATCH_CHUNK))));
    await updateImport(app, record, { done: matches.length });
    await yieldToRequests();
  }
  return matches;
}

async function runImport(app: FastifyInstance, record: ImportRecord, file: ImportFile): Promise<void> {
  const matches = await matchInChunks(app, record, file);
  await updateImport(app, record, { status: 'creating' });
  const plan = planImport(record.source as ImportSource, file, matches);
  const counts = await writePlan(app, record.userId, plan);
  const review: StoredReview = { ambiguous: plan.ambiguous, notFound: plan.notFound };
  await addNotification(app.db, {
    userId: record.userId,
    type: 'information',
    code: 'import_done',
    params: {
      lists: counts.lists,
      items: counts.items,
      seen: counts.seen,
      ambiguous: counts.ambiguous,
      notFound: counts.notFound,
    },
  });
  await updateImport(app, record, {
    status: 'done',
    counts,
    review,
    file: null,
    finishedAt: new Date(),
  });
  // Imported lists are private, but a list imported before may have been made public since.
  if (counts.items > 0 && (await anyPublic(app.db, counts.listIds))) app.publicWrites.bump();
  await app.notificationHub.notify([record.userId]);
}

/** Writes the plan: lists first, then each list's items in order, then the seen marks. */
async function writePlan(app: FastifyInstance, userId: number, plan: ImportPlan): Promise<StoredCounts> {
  const counts = { ...emptyCounts(), ...plan.counts };
  const itemIds = await itemIdsFor(app.db, app.catalog, [
    ...plan.lists.flatMap((list) => list.entries.map((entry) => entry.item)),
    ...plan.seen,
  ]);
  const { ids: listIds, created } = await upsertLists(app.db, userId, plan.lists);
  const touched = new Set<number>(created);
  for (const list of plan.lists) {
    const listId = listIds.get(list.importKey);
    if (listId === undefined) continue;
    const entries = list.entries.flatMap(({ item, note }) => {
      const itemId = itemIds.get(itemKey(item));
      return itemId === undefined ? [] : [{ itemId, note }];
    });
    const { added, cut } = await appendToList(app.db, listId, entries);
    if (added > 0) touched.add(listId);
    counts.items += added;
    counts.cut += cut;
    await yieldToRequests();
  }
  const seenIds = plan.seen.flatMap((item) => itemIds.get(itemKey(item)) ?? []);
  counts.seen = await markSeen(app.db, userId, seenIds);
  counts.listIds = [...listIds.values()].filter((id) => touched.has(id));
  counts.lists = counts.listIds.length;
  return counts;
}

async function failImport(app: FastifyInstance, record: ImportRecord, code: string): Promise<void> {
  await addNotification(app.db, {
    userId: record.userId,
    type: 'alert',
    code: 'import_failed',
    params: { reason: translateMessage(code, 'fr'), reason_en: translateMessage(code, 'en') },
  });
  await updateImport(app, record, {
    status: 'failed',
    errorCode: code,
    file: null,
    finishedAt: new Date(),
  });
  await app.notificationHub.notify([record.userId]);
}
