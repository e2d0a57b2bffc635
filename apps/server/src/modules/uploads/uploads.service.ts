import { randomBytes } from 'node:crypto';
import { UPLOAD_URL_PREFIX, type UploadKind } from '@pepites/contracts';
import { and, desc, eq, lt, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { badges, uploads, users } from '../../db/schema/index.js';
import { processImage } from './image.js';

export { fetchRemoteImage } from './remote-image.js';

export interface SaveUploadInput {
  ownerId: number | null;
  kind: UploadKind;
  input: Buffer;
  /** Side of the square result, in pixels. */
  size: number;
  /** The form field named when the bytes are refused (default `file`). */
  field?: string;
}

export interface SavedUpload {
  id: string;
  url: string;
}

/** Uploads a user may keep waiting for a profile save: the newest ones, beyond the one in use. */
export const PENDING_UPLOADS_PER_USER = 3;
/** An upload nobody uses by then (the profile was never saved) is deleted. */
export const UNUSED_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;

/** True for an upload some row points to: an avatar or a badge icon (one place for every use). */
const inUse = sql`(
  exists (select 1 from ${users} where ${users.avatar} = ${UPLOAD_URL_PREFIX} || ${uploads.id})
  or exists (select 1 from ${badges} where ${badges.icon} = ${UPLOAD_URL_PREFIX} || ${uploads.id})
)`;

/** Checks, re-encodes and stores an image in the database, so every server process can serve it. */
export async function saveUpload(db: Db, input: SaveUploadInput): Promise<SavedUpload> {
  const image = await processImage(input.input, { size: input.size, field: input.field });
  const id = randomBytes(16).toString('hex');
  await db.insert(uploads).values({
    id,
    ownerId: input.ownerId,
    kind: input.kind,
    mime: image.mime,
    width: image.width,
    height: image.height,
    bytes: image.bytes,
  });
  if (input.ownerId !== null) await dropOlderPendingUploads(db, input.ownerId);
  return { id, url: `${UPLOAD_URL_PREFIX}${id}` };
}

/** Keeps a user's newest unused uploads (a few tries before saving the profile) and deletes the rest. */
async function dropOlderPendingUploads(db: Db, ownerId: number): Promise<void> {
  const newest = db
    .select({ id: uploads.id })
    .from(uploads)
    .where(and(eq(uploads.ownerId, ownerId), sql`not ${inUse}`))
    .orderBy(desc(uploads.createdAt), desc(uploads.id))
    .limit(PENDING_UPLOADS_PER_USER);
  await db.delete(uploads).where(and(eq(uploads.ownerId, ownerId), notInArray(uploads.id, newest), sql`not ${inUse}`));
}

/**
 * Deletes the uploads nobody uses, older than `olderThanMs` (a day by default). Safe to run from
 * several processes at once: each deletes what is still there.
 */
export async function deleteUnusedUploads(db: Db, olderThanMs = UNUSED_UPLOAD_TTL_MS): Promise<number> {
  const deleted = await db
    .delete(uploads)
    .where(and(lt(uploads.createdAt, new Date(Date.now() - olderThanMs)), sql`not ${inUse}`))
    .returning({ id: uploads.id });
  return deleted.length;
}

/** The upload id inside one of our upload URLs, or null for any other URL. */
export function uploadIdFromUrl(url: string | null | undefined): string | null {
  if (!url?.startsWith(UPLOAD_URL_PREFIX)) return null;
  const id = url.slice(UPLOAD_URL_PREFIX.length);
  return /^[a-f0-9]{32}$/.test(id) ? id : null;
}

/** Deletes the stored image behind one of our upload URLs (a replaced avatar); other URLs are ignored. */
export async function deleteUploadByUrl(db: Db, url: string | null | undefined): Promise<boolean> {
  const id = uploadIdFromUrl(url);
  if (!id) return false;
  const deleted = await db.delete(uploads).where(eq(uploads.id, id)).returning({ id: uploads.id });
  return deleted.length > 0;
}

export async function findUpload(db: Db, id: string) {
  const [row] = await db
    .select({ mime: uploads.mime, bytes: uploads.bytes })
    .from(uploads)
    .where(eq(uploads.id, id))
    .limit(1);
  return row ?? null;
}
