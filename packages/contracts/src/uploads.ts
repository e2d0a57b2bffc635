import { z } from 'zod';

/** Kinds of stored images; each has its own square size. */
export const UPLOAD_KINDS = ['avatar', 'badge'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

/** Where an upload is served: `/api/uploads/{id}` (same origin, long-cached: the bytes never change). */
export const UPLOAD_URL_PREFIX = '/api/uploads/';
/** Upload ids are 16 random bytes in hex. */
export const UPLOAD_ID_PATTERN = /^[a-f0-9]{32}$/;
export const uploadIdParamSchema = z.object({ id: z.string().regex(UPLOAD_ID_PATTERN, 'field.invalid') });
