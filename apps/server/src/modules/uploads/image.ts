import { UPLOAD_MAX_BYTES, UPLOAD_MAX_PIXELS } from '@pepites/contracts';
import pLimit from 'p-limit';
import type { Metadata } from 'sharp';
import { loadSharp } from '../../lib/sharp.js';
import { AppError } from '../../lib/errors.js';

/** Formats we decode. SVG is refused: it is a document that can carry scripts, not a picture. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'heif']);
/** AVIF is read as HEIF; other HEIF flavours (iPhone HEVC) are not reliably decodable everywhere. */
const ACCEPTED_HEIF_COMPRESSION = 'av1';
/**
 * Decoding is the costly part: a 24-megapixel PNG needs about 30 MB of libvips buffers and a core
 * for a moment, and glibc keeps what a thread freed in that thread's arena, so images decoded side
 * by side leave the process larger. One image is decoded at a time in a process, the others wait
 * their turn (figures: `npm run bench:uploads`).
 */
const decoding = pLimit(1);

export interface ProcessedImage {
  bytes: Buffer;
  mime: 'image/webp';
  width: number;
  height: number;
}

export interface ProcessImageOptions {
  /** Width and height of the square result, in pixels. */
  size: number;
  /** The form field named in a 400 (`file` for uploads, `avatar` for the profile form...). */
  field?: string;
}

const notAnImage = (field: string) => new AppError(400, 'validation_failed', { [field]: 'upload.type' });

/** Reads the header only: the format, and the canvas size a small file may declare (a decompression bomb). */
async function checkHeader(input: Buffer, field: string): Promise<void> {
  let metadata: Metadata;
  try {
    // No pixel limit here: the header is read, not decoded, and the size is checked below with its own message.
    metadata = await (await loadSharp())(input, { limitInputPixels: false }).metadata();
  } catch {
    throw notAnImage(field);
  }
  const format = metadata.format ?? '';
  if (!ACCEPTED_FORMATS.has(format)) throw notAnImage(field);
  if (format === 'heif' && metadata.compression !== ACCEPTED_HEIF_COMPRESSION) throw notAnImage(field);
  // Only the first frame of an animation is decoded, so one frame's size is what counts.
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > UPLOAD_MAX_PIXELS) {
    throw new AppError(413, 'payload_too_large', { [field]: 'upload.dimensions' });
  }
}

/**
 * Checks that the bytes are an image (by content, never by name), then auto-rotates it, drops every
 * metadata block (location, camera...), crops it to a `size`×`size` square and re-encodes it as WebP.
 */
export async function processImage(input: Buffer, options: ProcessImageOptions): Promise<ProcessedImage> {
  const field = options.field ?? 'file';
  if (input.length > UPLOAD_MAX_BYTES) throw new AppError(413, 'payload_too_large', { [field]: 'upload.size' });
  await checkHeader(input, field);
  return decoding(async () => {
    try {
      const { data, info } = await (
        await loadSharp()
      )(input, { limitInputPixels: UPLOAD_MAX_PIXELS })
        .rotate()
        .resize(options.size, options.size, { fit: 'cover', position: 'attention' })
        .webp({ quality: 82 })
        .toBuffer({ resolveWithObject: true });
      return { bytes: data, mime: 'image/webp' as const, width: info.width, height: info.height };
    } catch {
      // A truncated or corrupt file passes the header check but fails to decode.
      throw notAnImage(field);
    }
  });
}
