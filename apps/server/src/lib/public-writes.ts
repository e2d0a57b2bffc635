/**
 * How many writes changed what visitors may see. The visitors' caches (plugins/visitor-cache.ts,
 * the rendered pages) keep each answer with the count it was computed under and never reuse it once
 * the count has moved, so a change shows on the next read.
 */
export interface PublicWrites {
  readonly generation: number;
  /**
   * A write here changed what visitors may see: called before its answer leaves. The other
   * processes are told too (plugins/public-writes.ts).
   */
  bump(): void;
  /** Another process made such a write, or some may have been missed (a lost channel). */
  heard(): void;
  /**
   * Whether another process's write reaches this one now (its channel listens): kept answers may
   * then live longer, a write emptying them wherever it was made (docs/decisions/042-title-search-terms.md).
   */
  hearing(): boolean;
}

export function createPublicWrites(
  tellOthers: () => void = () => {},
  hearing: () => boolean = () => false,
): PublicWrites {
  let generation = 0;
  return {
    get generation() {
      return generation;
    },
    bump() {
      generation += 1;
      tellOthers();
    },
    heard() {
      generation += 1;
    },
    hearing,
  };
}
