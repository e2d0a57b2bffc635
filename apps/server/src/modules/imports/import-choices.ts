import type { ResolveImportInput } from '@pepites/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { imports, lists } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { countsOf, reviewOf, type ImportRecord, type StoredAmbiguous } from './import-record.js';
import { appendToList, itemIdsFor, itemKey, markSeen } from './import-writer.js';
import type { MatchedItem } from './row-match.js';

/** A refused choice: its reason is the answer's message and its field's. */
const refused = (field: string, key: string) => new AppError(400, 'validation_failed', { [field]: key }, key);

interface Resolution {
  entry: StoredAmbiguous;
  pick: MatchedItem | null;
}

/** Each choice must name a row waiting for one, and pick one of its candidates (or none: skipped). */
function resolutions(record: ImportRecord, input: ResolveImportInput): Resolution[] {
  const waiting = new Map(reviewOf(record).ambiguous.map((entry) => [entry.row, entry]));
  const chosen = new Map<number, Resolution>();
  input.choices.forEach((choice, index) => {
    const entry = waiting.get(choice.row);
    if (!entry) throw refused(`choices.${index}.row`, 'import.unknownRow');
    const pick = choice.pick && entry.candidates.find((candidate) => itemKey(candidate) === itemKey(choice.pick!));
    if (choice.pick && !pick) throw refused(`choices.${index}.pick`, 'import.notACandidate');
    chosen.set(choice.row, { entry, pick: pick ?? null });
  });
  return [...chosen.values()];
}

/**
 * Applies the member's choices for ambiguous rows: each picked title goes into the row's lists
 * (after what they hold, with its note) and is marked seen if it was watched; a skipped row is
 * dropped. Resolved rows leave the review. The import row is locked meanwhile, so two tabs sending
 * the same choices cannot both apply them.
 */
export async function resolveChoices(app: FastifyInstance, record: ImportRecord, input: ResolveImportInput) {
  const picks = resolutions(record, input).flatMap(({ pick }) => (pick ? [pick] : []));
  const itemIds = await itemIdsFor(app.db, app.catalog, picks);
  return app.db.transaction(async (tx) => {
    const [current] = await tx.select().from(imports).where(eq(imports.id, record.id)).for('update');
    if (!current) return record;
    const chosen = resolutions(current, input);
    const counts = countsOf(current);
    const listKeys = [...new Set(chosen.flatMap(({ entry }) => entry.listKeys))];
    const listRows =
      listKeys.length === 0
        ? []
        : await tx
            .select({ id: lists.id, importKey: lists.importKey })
            .from(lists)
            .where(and(eq(lists.creatorId, current.userId), inArray(lists.importKey, listKeys)));
    const listIds = new Map(listRows.map((row) => [row.importKey, row.id]));
    const seen: number[] = [];
    for (const { entry, pick } of chosen) {
      const itemId = pick && itemIds.get(itemKey(pick));
      if (!itemId) continue;
      for (const [index, key] of entry.listKeys.entries()) {
        const listId = listIds.get(key);
        if (listId === undefined) continue;
        const { added, cut } = await appendToList(tx, listId, [{ itemId, note: entry.notes[index] ?? null }]);
        counts.items += added;
        counts.cut += cut;
        if (added > 0 && !counts.listIds.includes(listId)) counts.listIds.push(listId);
      }
      if (entry.watched) seen.push(itemId);
    }
    counts.seen += await markSeen(tx, current.userId, seen);
    counts.lists = counts.listIds.length;
    const resolved = new Set(chosen.map(({ entry }) => entry.row));
    const review = reviewOf(current);
    const ambiguous = review.ambiguous.filter((entry) => !resolved.has(entry.row));
    counts.ambiguous -= review.ambiguous.length - ambiguous.length;
    const [updated] = await tx
      .update(imports)
      .set({ counts, review: { ...review, ambiguous } })
      .where(eq(imports.id, current.id))
      .returning();
    return updated ?? current;
  });
}
