import type { ImportView } from '@pepites/contracts';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { imports, items, listItems, lists, seenMarks } from '../db/schema/index.js';
import type { Database, Db } from '../db/client.js';
import { injectAs } from './auth-helpers.js';
import { multipartBody } from './fuzz/multipart.js';
import { jobsDone } from './jobs.js';

/** POST /api/imports with one file, as the import page sends it. */
export function uploadImport(
  app: FastifyInstance,
  cookie: string | undefined,
  bytes: Buffer,
  fileName: string,
  lang: 'fr' | 'en' = 'fr',
) {
  const { body, contentType } = multipartBody([{ name: 'file', filename: fileName, type: 'text/csv', data: bytes }]);
  return injectAs(app, cookie, {
    method: 'POST',
    url: '/api/imports',
    payload: body,
    headers: { 'content-type': contentType, 'accept-language': lang },
  });
}

/** Uploads, waits for the job, and returns the finished import as GET /api/imports/latest says. */
export async function importAndWait(
  app: FastifyInstance,
  database: Database,
  cookie: string,
  bytes: Buffer,
  fileName: string,
): Promise<ImportView> {
  const started = await uploadImport(app, cookie, bytes, fileName);
  if (started.statusCode !== 202) throw new Error(`upload answered ${started.statusCode}: ${started.body}`);
  await jobsDone(database);
  const latest = await injectAs(app, cookie, { method: 'GET', url: '/api/imports/latest' });
  return (latest.json() as { import: ImportView }).import;
}

/** A member's lists with their items in order: [type:providerId, note]. */
export async function listsOf(app: FastifyInstance, userId: number) {
  const rows = await app.db
    .select({
      title: lists.title,
      description: lists.description,
      privacy: lists.privacy,
      type: items.type,
      providerId: items.providerId,
      note: listItems.note,
    })
    .from(lists)
    .leftJoin(listItems, eq(listItems.listId, lists.id))
    .leftJoin(items, eq(items.id, listItems.itemId))
    .where(eq(lists.creatorId, userId))
    .orderBy(asc(lists.id), asc(listItems.position));
  const byTitle = new Map<string, { description: string; privacy: string; items: [string, string | null][] }>();
  for (const row of rows) {
    const list = byTitle.get(row.title) ?? { description: row.description, privacy: row.privacy, items: [] };
    if (row.type) list.items.push([`${row.type}:${row.providerId}`, row.note]);
    byTitle.set(row.title, list);
  }
  return byTitle;
}

/** The member's seen marks as type:providerId, sorted. */
export async function seenOf(app: FastifyInstance, userId: number): Promise<string[]> {
  const rows = await app.db
    .select({ type: items.type, providerId: items.providerId })
    .from(seenMarks)
    .innerJoin(items, eq(items.id, seenMarks.itemId))
    .where(eq(seenMarks.userId, userId));
  return rows.map((row) => `${row.type}:${row.providerId}`).sort();
}

/** A finished import of the member's with one ambiguous row (0) left to choose; its public id. */
export async function doneImportOf(db: Db, userId: number): Promise<string> {
  const candidate = { type: 'movie', providerId: '7220', title: 'The Punisher', year: 2004 };
  const ambiguous = [
    {
      row: 0,
      title: 'The Punisher',
      year: null,
      lists: [],
      listKeys: [],
      notes: [],
      watched: true,
      candidates: [candidate],
    },
  ];
  const [row] = await db
    .insert(imports)
    .values({ userId, source: 'trakt', fileName: 'trakt.json', status: 'done', review: { ambiguous, notFound: [] } })
    .returning({ publicId: imports.publicId });
  return row?.publicId ?? '';
}

/** A Trakt list in the `file` field, as the import page uploads it (inject's payload and headers). */
export function importUpload(bytes: Buffer, fileName = 'trakt.json') {
  const { body, contentType } = multipartBody([
    { name: 'file', filename: fileName, type: 'application/json', data: bytes },
  ]);
  return { payload: body, headers: { 'content-type': contentType } };
}
