import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { csrf } from './auth-helpers.js';
import { imageUpload } from './multipart.js';

/** A solid square PNG of that size and colour: a real image the upload routes accept. */
export const solidPng = (size: number, background: string) =>
  sharp({ create: { width: size, height: size, channels: 3, background } })
    .png()
    .toBuffer();

/** Uploads `png` to `/api/uploads/{kind}` as the holder of `cookie` (from `remoteAddress` when given). */
export const uploadImage = (
  app: FastifyInstance,
  kind: 'avatar' | 'badge',
  png: Buffer,
  cookie: string,
  remoteAddress?: string,
) =>
  app.inject({
    method: 'POST',
    url: `/api/uploads/${kind}`,
    ...imageUpload(png),
    headers: { ...imageUpload(png).headers, ...csrf, cookie },
    ...(remoteAddress ? { remoteAddress } : {}),
  });
