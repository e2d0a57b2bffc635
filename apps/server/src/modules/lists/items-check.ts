import { setImmediate } from 'node:timers/promises';
import type { MediaType } from '@pepites/contracts';
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client.js';
import { items } from '../../db/schema/index.js';
import { takeLease } from '../../plugins/job-lease.js';
import type { Catalog } from '../catalog/index.js';
import { catalogItem, type ItemSnapshot } from './catalog-item.js';

/**
 * The items check: items kept before the server took them from the catalogue (drizzle/0011) carry
 * whatever their first adder sent, on every list holding them. Each unchecked item is asked of the
 * configured catalogue and rewritten with its title, poster and snapshot. An item the catalogue does
 * not know keeps its row and title (lists hold it; nothing better is known) but loses its poster and
 * links, the parts a client could point anywhere. Every step is guarded by `checked_at is null`, so
 * the check is idempotent, and an add that healed the item meanwhile wins.
 */

const JOB = 'check-items';
const BATCH_SIZE = 100;
/** Renewed after each batch: a runner that dies lets another process resume within this time. */
const LEASE_MS = 5 * 60_000;
const HOUR_MS = 60 * 60_000;

export interface ItemsCheckResult {
  checked: number;
  /** Rows whose title, poster or snapshot changed (their cards are rewritten). */
  rewritten: number;
  /** Rows the catalogue does not know. */
  unknown: number;
  /** False when stopped early (closing, lease lost): the rest waits for the next run. */
  complete: boolean;
}

export interface ItemsCheckOptions {
  batchSize?: number;
  /** Asked before each item: true stops the run there. */
  shouldStop?: () => boolean;
}

type UncheckedRow = { id: number; type: MediaType; providerId: string; title: string };

/** What an unknown item keeps: its title; the links follow from its id, never from the client. */
function unknownItem(row: UncheckedRow) {
  const links = row.type === 'youtube' || row.type === 'podcast';
  const snapshot: Partial<ItemSnapshot> = links ? { provider_id_string: row.providerId } : {};
  return { title: row.title, posterPath: null, snapshot };
}

/** Rewrites one row from the catalogue; true when it changed (an unchanged row only gets its date). */
async function checkOne(db: Db, catalog: Catalog, row: UncheckedRow): Promise<{ known: boolean; changed: boolean }> {
  const found = await catalogItem(catalog, row.type, row.providerId);
  const wanted = found ?? unknownItem(row);
  const unchecked = and(eq(items.id, row.id), isNull(items.checkedAt));
  const changed = await db
    .update(items)
    .set({ title: wanted.title, posterPath: wanted.posterPath, snapshot: wanted.snapshot, checkedAt: sql`now()` })
    .where(
      and(
        unchecked,
        sql`(${items.title}, ${items.posterPath}, ${items.snapshot}) is distinct from (${wanted.title}, ${wanted.posterPath}, ${JSON.stringify(wanted.snapshot)}::jsonb)`,
      ),
    )
    .returning({ id: items.id });
  // Setting only the date leaves the cards alone: their trigger watches title, poster and snapshot.
  if (changed.length === 0)
    await db
      .update(items)
      .set({ checkedAt: sql`now()` })
      .where(unchecked);
  return { known: found !== null, changed: changed.length > 0 };
}

/**
 * Checks every unchecked item, in batches of ids, by one process at a time: null when another
 * process holds the job. A failing outside service throws its UpstreamError; the rest waits.
 */
export async function checkItems(
  db: Db,
  catalog: Catalog,
  options: ItemsCheckOptions = {},
): Promise<ItemsCheckResult | null> {
  const result: ItemsCheckResult = { checked: 0, rewritten: 0, unknown: 0, complete: false };
  const [any] = await db.select({ id: items.id }).from(items).where(isNull(items.checkedAt)).limit(1);
  if (!any) return { ...result, complete: true };
  const lease = await takeLease(db, JOB, LEASE_MS);
  if (!lease) return null;
  try {
    let after = 0;
    for (;;) {
      const batch: UncheckedRow[] = await db
        .select({ id: items.id, type: items.type, providerId: items.providerId, title: items.title })
        .from(items)
        .where(and(isNull(items.checkedAt), gt(items.id, after)))
        .orderBy(asc(items.id))
        .limit(options.batchSize ?? BATCH_SIZE);
      if (batch.length === 0) return { ...result, complete: true };
      for (const row of batch) {
        // In-process PGlite answers without ever leaving the event loop: make room for requests.
        await setImmediate();
        if (options.shouldStop?.()) return result;
        const { known, changed } = await checkOne(db, catalog, row);
        result.checked += 1;
        if (changed) result.rewritten += 1;
        if (!known) result.unknown += 1;
      }
      after = batch[batch.length - 1]!.id;
      if (!(await lease.renew())) return result;
    }
  } finally {
    await lease.release();
  }
}

/**
 * Runs the check in the background when the server is ready (never holding its start, however many
 * items there are) and every hour after, so that a run stopped by a failing catalogue or a crash
 * resumes. Closing the server stops a run between two items.
 */
export const itemsCheckPlugin = fp(async (app: FastifyInstance, options: { everyMs?: number }) => {
  let stopping = false;
  let running: Promise<void> | undefined;
  const run = () => {
    running ??= checkItems(app.db, app.catalog, { shouldStop: () => stopping })
      .then((result) => {
        if (result && result.checked > 0) app.log.info(result, 'items checked against the catalogue');
        // Rewritten titles show to visitors at once here; other processes forget theirs within the
        // caches' half second, as they do any write of another process (decision 017).
        if (result && result.rewritten > 0) app.publicWrites.bump();
      })
      .catch((error: unknown) => app.log.warn({ err: error }, 'items check stopped; the next run resumes it'))
      .finally(() => {
        running = undefined;
      });
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    run();
    timer = setInterval(run, options.everyMs ?? HOUR_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    stopping = true;
    clearInterval(timer);
    await running;
  });
});
