import type { AddContentInput, CreateListInput, MediaType } from '@pepites/contracts';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { createList, updateList } from '../modules/lists/lists.service.js';
import { offlineCatalog } from '../modules/catalog/index.js';
import { offlineData } from '../modules/catalog/offline/offline-data.js';
import { requireCatalogItem } from '../modules/lists/catalog-item.js';
import { addContent } from '../modules/lists/content.service.js';
import { cookieFor, csrf } from './auth-helpers.js';

/** A list of `ownerId` made straight through the service (no HTTP), with its tags. */
export async function makeList(
  app: FastifyInstance,
  ownerId: number,
  input: Partial<CreateListInput> & { privacy?: 'public' | 'private' } = {},
): Promise<number> {
  const id = await createList(app.db, ownerId, {
    title: input.title ?? `List ${Math.random().toString(36).slice(2, 8)}`,
    description: input.description ?? '',
    tags: (input.tags ?? []).map((tag) => (typeof tag === 'string' ? tag : tag.name)) as never,
  });
  if (input.privacy === 'private') {
    await updateList(app.db, id, {
      title: input.title ?? 'List',
      description: input.description ?? '',
      privacy: 'private',
    });
  }
  return id;
}

/** The offline catalogue's ids and titles of one type, in its order. */
function catalogEntries(type: MediaType): { id: string; title: string }[] {
  const data = offlineData();
  switch (type) {
    case 'movie':
      return data.movies.map((movie) => ({ id: String(movie.id), title: movie.title }));
    case 'show':
      return data.shows.map((show) => ({ id: String(show.id), title: show.name }));
    case 'youtube':
      return data.videos.map((video) => ({ id: video.id, title: video.title }));
    case 'podcast':
      return data.podcasts.map((podcast) => ({ id: podcast.id, title: podcast.name }));
  }
}

const taken = new Map<MediaType, number>();

/**
 * A real item of the offline catalogue (the server keeps only those): the next one of `type` each
 * time, so that a test file gets fresh items (at least 139 of each type), or the one titled `title`.
 */
export function newItem(
  type: MediaType = 'movie',
  title?: string,
): { type: MediaType; provider_id: string; title: string } {
  const entries = catalogEntries(type);
  let entry = entries.find((candidate) => candidate.title === title);
  if (title !== undefined && !entry) throw new Error(`no ${type} titled ${title} in the offline catalogue`);
  if (!entry) {
    const index = taken.get(type) ?? 0;
    taken.set(type, index + 1);
    entry = entries[index % entries.length]!;
  }
  return { type, provider_id: entry.id, title: entry.title };
}

/** Adds an item to a list straight through the services (no HTTP; the offline catalogue, as test apps have); returns the item's id. */
export async function addItem(
  app: FastifyInstance,
  listId: number,
  item: Pick<AddContentInput, 'type' | 'provider_id'> = newItem(),
): Promise<number> {
  const { itemId } = await addContent(
    app.db,
    listId,
    await requireCatalogItem(offlineCatalog(), item.type, String(item.provider_id)),
  );
  return itemId;
}

/** `inject` as `user` with the CSRF header (a fresh session each time). */
export async function asUser(app: FastifyInstance, user: { id: number } | undefined) {
  const cookie = user ? await cookieFor(app, user) : undefined;
  return (options: InjectOptions) =>
    app.inject({ ...options, headers: { ...csrf, ...(cookie ? { cookie } : {}), ...(options.headers ?? {}) } });
}
