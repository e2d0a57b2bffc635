/** Values kept by key within a total size; the least recently used go first when it is passed. */
export interface SizedLru<T> {
  get(key: string): T | undefined;
  set(key: string, value: T): void;
}

export function createSizedLru<T>({ maxSize, sizeOf }: { maxSize: number; sizeOf: (value: T) => number }): SizedLru<T> {
  // A Map iterates in insertion order: reading an entry moves it to the end, so the first is the least recently used.
  const entries = new Map<string, T>();
  let size = 0;

  const forget = (key: string) => {
    const value = entries.get(key);
    if (value === undefined) return;
    size -= sizeOf(value);
    entries.delete(key);
  };

  return {
    get(key) {
      const value = entries.get(key);
      if (value === undefined) return undefined;
      entries.delete(key);
      entries.set(key, value);
      return value;
    },
    set(key, value) {
      forget(key);
      entries.set(key, value);
      size += sizeOf(value);
      for (const oldest of entries.keys()) {
        if (size <= maxSize) break;
        forget(oldest);
      }
    },
  };
}
