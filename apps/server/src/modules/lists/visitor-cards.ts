import { listSummarySchema, type Lang } from '@pepites/contracts';
import type { Db } from '../../db/client.js';
import { preparedRows } from '../../db/prepared.js';
import type { PublicWrites } from '../../lib/public-writes.js';
import { createShortLivedCache } from '../../lib/short-lived-cache.js';
import { VISITOR_CACHE_HEARD_TTL_MS, VISITOR_CACHE_TTL_MS } from '../../plugins/visitor-cache.js';
import type { ItemTitles } from './item-titles.js';
import { keptCardsStatement, keptCardSummary, type KeptCard } from './list-views.js';

/** A few seconds of cards shown to visitors (a kilobyte or two each); more would only grow the process. */
const MAX_CHARS = 8 * 1024 * 1024;

export interface VisitorCards {
  /**
   * The JSON of each card as the API sends it, in order: a card kept since no public write (of
   * `generation`, read before the cards were) as kept, another read, checked against the contract,
   * written and kept.
   */
  json(cards: KeptCard[], lang: Lang, titles: ItemTitles, generation: number): string[];
  /**
   * The JSON of the cards of `ids` (lists a visitor may see), in order: those kept as kept, the
   * others read in one statement. A page whose cards are all kept costs no read at all.
   */
  ofIds(db: Db, ids: number[], lang: Lang, titles: ItemTitles, generation: number): Promise<string[]>;
}

/**
 * Visitors' cards kept as the JSON the API sends, per language, by the visitors' caches' rules
 * (plugins/visitor-cache.ts): a few seconds while every process's writes are heard, half a second
 * otherwise, never after a public write. A page of lists shown lately is written from them: the
 * card of a list that many searches and filters find is read, checked and written once
 * (docs/decisions/042-title-search-terms.md).
 */
export function createVisitorCards(writes: PublicWrites): VisitorCards {
  const kept = createShortLivedCache<string>({
    ttlMs: VISITOR_CACHE_HEARD_TTL_MS,
    maxSize: MAX_CHARS,
    sizeOf: (json) => json.length,
  });
  const keyOf = (lang: Lang, id: number) => `${lang} ${id}`;
  const json: VisitorCards['json'] = (cards, lang, titles, generation) =>
    cards.map((card) => {
      const key = keyOf(lang, card.id);
      const known = kept.get(key, generation);
      if (known !== undefined) return known;
      const written = JSON.stringify(listSummarySchema.parse(keptCardSummary(card, titles)));
      kept.set(key, written, generation, writes.hearing() ? VISITOR_CACHE_HEARD_TTL_MS : VISITOR_CACHE_TTL_MS);
      return written;
    });
  return {
    json,
    async ofIds(db, ids, lang, titles, generation) {
      const found = new Map<number, string>();
      const missing: number[] = [];
      for (const id of ids) {
        const card = kept.get(keyOf(lang, id), generation);
        if (card === undefined) missing.push(id);
        else found.set(id, card);
      }
      if (missing.length > 0) {
        const read = await preparedRows<KeptCard>(db, keptCardsStatement(missing));
        const written = json(read, lang, titles, generation);
        read.forEach((card, index) => found.set(card.id, written[index] as string));
      }
      // A list gone between the page's statement and its cards' is left out, as listSummaries does.
      return ids.flatMap((id) => found.get(id) ?? []);
    },
  };
}
