import { listSummarySchema, type Lang } from '@pepites/contracts';
import type { PublicWrites } from '../../lib/public-writes.js';
import { createShortLivedCache } from '../../lib/short-lived-cache.js';
import { VISITOR_CACHE_HEARD_TTL_MS, VISITOR_CACHE_TTL_MS } from '../../plugins/visitor-cache.js';
import type { ItemTitles } from './item-titles.js';
import { keptCardSummary, type KeptCard } from './list-views.js';

/** A few seconds of cards shown to visitors (a kilobyte or two each); more would only grow the process. */
const MAX_CHARS = 8 * 1024 * 1024;

export interface VisitorCards {
  /**
   * The JSON of each card as the API sends it, in order: a card kept since no public write (of
   * `generation`, read before the cards were) as kept, another read, checked against the contract,
   * written and kept.
   */
  json(cards: KeptCard[], lang: Lang, titles: ItemTitles, generation: number): string[];
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
  return {
    json(cards, lang, titles, generation) {
      return cards.map((card) => {
        const key = `${lang} ${card.id}`;
        const json = kept.get(key, generation);
        if (json !== undefined) return json;
        const written = JSON.stringify(listSummarySchema.parse(keptCardSummary(card, titles)));
        kept.set(key, written, generation, writes.hearing() ? VISITOR_CACHE_HEARD_TTL_MS : VISITOR_CACHE_TTL_MS);
        return written;
      });
    },
  };
}
