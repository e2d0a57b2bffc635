import { createHash } from 'node:crypto';
import { UPLOAD_MAX_BYTES, UPLOAD_MAX_PIXELS } from '@pepites/contracts';
import type { FastifyBaseLogger } from 'fastify';
import pLimit from 'p-limit';
import { loadSharp } from '../../../lib/sharp.js';
import type { CacheCounts } from '../../../lib/metrics.js';
import { createSizedLru } from '../../../lib/sized-lru.js';
import type { ImageService, OutsideSource } from './image-paths.js';

/**
 * The live catalogue's images, fetched by the server from the service's image host, resized to the
 * width asked and re-encoded as WebP, then kept in memory (docs/decisions/023-one-image-pipeline.md).
 * Any failure (timeout, error status, not a picture) is a null: the route draws the title instead.
 */

const DAY_MS = 24 * 60 * 60_000;
/**
 * Within each service's terms (decision 023): the movie database caps kept content at
 * six months and the video platform at 30 days; the video platform names a thumbnail by video, not
 * by content, so a changed one shows within a day.
 */
export const KEEP_MS: Record<ImageService, number> = { tmdb: 30 * DAY_MS, youtube: DAY_MS, itunes: 30 * DAY_MS };
/** The catalogue's convention for outside calls (live/upstream.ts). */
const TIMEOUT_MS = 5000;
/** A host that failed is left alone this long: its images are drawn meanwhile, without waiting on it. */
const HOST_REST_MS = 30_000;
/** About 1,500 posters at 342 px: what the pages being read show, a small part of the server's memory. */
const KEPT_MAX_BYTES = 32 * 1024 * 1024;
const PICTURE_FORMATS = new Set(['jpeg', 'png', 'webp']);

export interface ServedImage {
  bytes: Buffer;
  /** Strong, of the bytes: the same image has the same tag in every process. */
  etag: string;
  type: 'image/webp';
}

export interface OutsideImagesOptions {
  log?: FastifyBaseLogger;
  /** Hits and misses of the kept images (an entry past its service's keeping time is a miss). */
  counts: CacheCounts;
  keptMaxBytes?: number;
  timeoutMs?: number;
}

class NotAPicture extends Error {}
/** The host did not answer, or answered that it is failing: worth a rest. */
class HostFailing extends Error {}

async function readCapped(response: Response, max: number): Promise<Buffer> {
  if (Number(response.headers.get('content-length') ?? 0) > max) throw new NotAPicture('too large');
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of response.body ?? []) {
    total += chunk.length;
    if (total > max) throw new NotAPicture('too large');
    chunks.push(Buffer.from(chunk));
  }
  return Buffer.concat(chunks);
}

export function createOutsideImages(options: OutsideImagesOptions) {
  const timeoutMs = options.timeoutMs ?? TIMEOUT_MS;
  const kept = createSizedLru<{ image: ServedImage; until: number }>({
    maxSize: options.keptMaxBytes ?? KEPT_MAX_BYTES,
    sizeOf: (entry) => entry.image.bytes.length,
  });
  // Requests for an image being fetched wait for that fetch instead of starting their own.
  const pending = new Map<string, Promise<ServedImage | null>>();
  const restingUntil = new Map<string, number>();
  // Small pictures, but decoding side by side leaves the process larger (uploads/image.ts).
  const resizing = pLimit(1);

  async function download(url: URL): Promise<Buffer> {
    let response: Response;
    try {
      // No redirect is followed: an image host that sends us elsewhere has failed.
      response = await fetch(url, {
        redirect: 'error',
        headers: { accept: 'image/webp,image/*' },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch {
      throw new HostFailing('did not answer');
    }
    const refused = !response.ok || !response.headers.get('content-type')?.startsWith('image/');
    // Not awaited: the body is of no use, and a cancel can wait on a peer that never ends it.
    if (refused) void response.body?.cancel().catch(() => undefined);
    if (response.status === 429 || response.status >= 500) throw new HostFailing(`answered ${response.status}`);
    if (!response.ok) throw new NotAPicture(`answered ${response.status}`);
    if (refused) throw new NotAPicture('answered something that is not an image');
    return readCapped(response, UPLOAD_MAX_BYTES);
  }

  async function resize(input: Buffer, width: number, service: ImageService): Promise<Buffer> {
    const sharp = await loadSharp();
    const picture = sharp(input, { limitInputPixels: UPLOAD_MAX_PIXELS });
    const { format } = await picture.metadata().catch(() => ({ format: undefined }));
    if (!format || !PICTURE_FORMATS.has(format)) throw new NotAPicture('not a picture');
    // The video platform's thumbnails are 4:3 files holding a 16:9 frame between black bars.
    const resized =
      service === 'youtube'
        ? picture.resize(width, Math.round((width * 9) / 16), { fit: 'cover' })
        : picture.resize({ width, withoutEnlargement: true });
    return resized.webp({ quality: 80 }).toBuffer();
  }

  async function fetchResized(source: OutsideSource, width: number, key: string): Promise<ServedImage | null> {
    const url = source.urlAt(width);
    if ((restingUntil.get(url.host) ?? 0) > Date.now()) return null;
    try {
      const input = await download(url);
      const bytes = await resizing(() => resize(input, width, source.service));
      const image: ServedImage = {
        bytes,
        etag: `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`,
        type: 'image/webp',
      };
      kept.set(key, { image, until: Date.now() + KEEP_MS[source.service] });
      return image;
    } catch (error) {
      if (error instanceof HostFailing) restingUntil.set(url.host, Date.now() + HOST_REST_MS);
      options.log?.warn(
        { service: source.service, url: url.href, reason: error instanceof Error ? error.message : 'failed' },
        'catalogue image not fetched, drawn instead',
      );
      return null;
    }
  }

  return {
    /** The image at that width, kept or fetched now; null when the service gave no picture. */
    async get(source: OutsideSource, width: number): Promise<ServedImage | null> {
      const key = `${source.urlAt(width).href} ${width}`;
      const entry = kept.get(key);
      if (entry && entry.until > Date.now()) {
        options.counts.hit();
        return entry.image;
      }
      options.counts.miss();
      let fetching = pending.get(key);
      if (!fetching) {
        fetching = fetchResized(source, width, key).finally(() => pending.delete(key));
        pending.set(key, fetching);
      }
      return fetching;
    },
  };
}
