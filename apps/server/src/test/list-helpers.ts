import type { AddContentInput, CreateListInput } from '@pepites/contracts';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { createList, updateList } from '../modules/lists/lists.service.js';
import { addContent } from '../modules/lists/content.service.js';
import { cookieFor, csrf } from './auth-helpers.js';

let itemCounter = 0;

/** A list of `ownerId` made straight through the service (no HTTP), with its tags. */
export async function makeList(app: FastifyInstance, ownerId: number, input: Partial<CreateListInput> & { privacy?: 'public' | 'private' } = {}): Promise<number> {
  const id = await createList(app.db, ownerId, {
    title: input.title ?? `List ${Math.random().toString(36).slice(2, 8)}`,
    description: input.description ?? '',
    tags: (input.tags ?? []).map((tag) => (typeof tag === 'string' ? tag : tag.name)) as never,
  });
  if (input.privacy === 'private') {
    await updateList(app.db, id, { title: input.title ?? 'List', description: input.description ?? '', privacy: 'private' });
  }
  return id;
}

/** A fresh catalogue item of `type` (a unique provider id each time). */
export function newItem(type: AddContentInput['type'] = 'movie', title = 'A title'): AddContentInput & { provider_id: string } {
  itemCounter += 1;
  return { provider_id: `${type}-${itemCounter}-${Math.random().toString(36).slice(2, 6)}`, title, poster_path: '/poster.jpg', type };
}

/** Adds an item to a list straight through the service; returns the item's id. */
export async function addItem(app: FastifyInstance, listId: number, item = newItem()): Promise<number> {
  const { itemId } = await addContent(app.db, listId, { ...item, provider_id: String(item.provider_id), provider_id_string: item.provider_id_string ?? null, poster_path: item.poster_path ?? null });
  return itemId;
}

/** `inject` as `user` with the CSRF header (a fresh session each time). */
export async function asUser(app: FastifyInstance, user: { id: number } | undefined) {
  const cookie = user ? await cookieFor(app, user) : undefined;
  return (options: InjectOptions) => app.inject({ ...options, headers: { ...csrf, ...(cookie ? { cookie } : {}), ...(options.headers ?? {}) } });
}
