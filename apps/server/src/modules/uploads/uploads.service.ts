import { randomBytes } from 'node:crypto';
import { UPLOAD_URL_PREFIX, type UploadKind } from '@pepites/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { uploads } from '../../db/schema/index.js';
import { processImage } from './image.js';

export { fetchRemoteImage, isPublicAddress } from './remote-image.js';

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
  return { id, url: `${UPLOAD_URL_PREFIX}${id}` };
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
  const [row] = await db.select({ mime: uploads.mime, bytes: uploads.bytes }).from(uploads).where(eq(uploads.id, id)).limit(1);
  return row ?? null;
}
