import { UPLOAD_MAX_BYTES } from '@pepites/contracts';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors.js';
import { processImage } from './image.js';

const base = (width = 120, height = 80) => sharp({ create: { width, height, channels: 3, background: '#22aa66' } });

async function refusal(input: Buffer, field?: string): Promise<AppError> {
  const error = await processImage(input, { size: 64, field }).then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof AppError)) throw new Error('expected an AppError');
  return error;
}

/** 200×100, left half red and right half blue, stored with EXIF orientation 6 (shown rotated 90° clockwise). */
async function rotatedJpeg(): Promise<Buffer> {
  const red = await sharp({ create: { width: 100, height: 100, channels: 3, background: '#ff0000' } })
    .png()
    .toBuffer();
  return sharp({ create: { width: 200, height: 100, channels: 3, background: '#0000ff' } })
    .composite([{ input: red, left: 0, top: 0 }])
    .jpeg({ quality: 95 })
    .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'secret place' } } })
    .toBuffer();
}

describe('processImage', () => {
  it.each([
    ['jpeg', () => base().jpeg().toBuffer()],
    ['png', () => base().png().toBuffer()],
    ['webp', () => base().webp().toBuffer()],
    ['gif', () => base().gif().toBuffer()],
    ['avif', () => base().avif().toBuffer()],
  ])('re-encodes a %s into a square WebP of the asked size', async (_format, make) => {
    const result = await processImage(await make(), { size: 64 });
    expect(result).toMatchObject({ mime: 'image/webp', width: 64, height: 64 });
    const metadata = await sharp(result.bytes).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['webp', 64, 64]);
  });

  it('applies the EXIF orientation, then strips every metadata block', async () => {
    const result = await processImage(await rotatedJpeg(), { size: 64 });
    const metadata = await sharp(result.bytes).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    const { data, info } = await sharp(result.bytes).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) =>
      Array.from(data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3));
    const [topRed, , topBlue] = pixel(32, 6);
    const [bottomRed, , bottomBlue] = pixel(32, 58);
    // Rotated clockwise, the red left half is now on top.
    expect(topRed).toBeGreaterThan(200);
    expect(topBlue).toBeLessThan(60);
    expect(bottomBlue).toBeGreaterThan(200);
    expect(bottomRed).toBeLessThan(60);
  });

  it('refuses SVG even though it is a picture format', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>',
    );
    const error = await refusal(svg);
    expect([error.statusCode, error.code, error.fields]).toEqual([400, 'validation_failed', { file: 'upload.type' }]);
  });

  it('refuses bytes that are not an image, whatever their name would say', async () => {
    expect((await refusal(Buffer.from('%PDF-1.7 not really a picture'))).fields).toEqual({ file: 'upload.type' });
    expect((await refusal(Buffer.from('<html><body>hi</body></html>'), 'avatar')).fields).toEqual({
      avatar: 'upload.type',
    });
  });

  it('refuses a truncated image', async () => {
    const jpeg = await base(400, 400).jpeg().toBuffer();
    expect((await refusal(jpeg.subarray(0, Math.floor(jpeg.length / 3)))).fields).toEqual({ file: 'upload.type' });
  });

  it('refuses more than 5 MB with 413', async () => {
    const error = await refusal(Buffer.alloc(UPLOAD_MAX_BYTES + 1));
    expect([error.statusCode, error.code, error.fields]).toEqual([413, 'payload_too_large', { file: 'upload.size' }]);
  });
});
