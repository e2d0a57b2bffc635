/**
 * How many writes changed what visitors may see. The visitors' caches (plugins/visitor-cache.ts,
 * the rendered pages) keep each answer with the count it was computed under and never reuse it once
 * the count has moved, so a change shows on the next read.
 *
 * `bump()` is the only way to move it: sharing invalidation between processes means publishing
 * there too (through Redis, for one) and bumping this count on each message received.
 */
export interface PublicWrites {
  readonly generation: number;
  /** A write that changed what visitors may see succeeded: called before its answer leaves. */
  bump(): void;
}

export function createPublicWrites(): PublicWrites {
  let generation = 0;
  return {
    get generation() {
      return generation;
    },
    bump() {
      generation += 1;
    },
  };
}
