import { TAG_CATALOGUE, type TagName } from '@pepites/contracts';
import type { Db } from '../../db/client.js';
import { tags } from '../../db/schema/index.js';

export interface TagIndex {
  idOf(name: TagName): number;
}

const cache = new WeakMap<Db, Promise<TagIndex>>();

/**
 * The ids of the 40 tags by name. They are seeded from TAG_CATALOGUE and never change while the
 * server runs, so they are read once per database.
 */
export function tagIndex(db: Db): Promise<TagIndex> {
  const cached = cache.get(db);
  if (cached) return cached;
  const loading = db
    .select({ id: tags.id, name: tags.name })
    .from(tags)
    .then((rows) => {
      if (rows.length < TAG_CATALOGUE.length) throw new Error('the tag catalogue is not seeded');
      const byName = new Map(rows.map((row) => [row.name, row.id]));
      return { idOf: (name: TagName) => byName.get(name) ?? 0 };
    });
  cache.set(db, loading);
  loading.catch(() => cache.delete(db));
  return loading;
}
