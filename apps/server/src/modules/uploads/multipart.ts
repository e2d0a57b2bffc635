import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../../lib/errors.js';

/** Errors of @fastify/multipart's limits (one file, a few fields) that mean "more than one file". */
const TOO_MANY_PARTS = new Set(['FST_FILES_LIMIT', 'FST_PARTS_LIMIT', 'FST_FIELDS_LIMIT']);

function refusal(error: unknown, field: string): AppError {
  if (error instanceof AppError) return error;
  const { code, statusCode } = error as { code?: string; statusCode?: number };
  if (code && TOO_MANY_PARTS.has(code)) return badRequest({ [field]: 'upload.single' });
  if (statusCode === 413) return new AppError(413, 'payload_too_large', { [field]: 'upload.size' });
  return badRequest({ [field]: 'upload.type' });
}

/**
 * The bytes of the one file of a multipart request, sent in `field`. A second file, a file under
 * another name or none at all is a 400 naming the field; over 5 MB, a 413.
 */
export async function readSingleFile(request: FastifyRequest, field = 'file'): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError(415, 'unsupported_media_type');
  let bytes: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (bytes !== undefined) throw badRequest({ [field]: 'upload.single' });
      if (part.fieldname !== field) throw badRequest({ [field]: 'field.required' });
      bytes = await part.toBuffer();
    }
  } catch (error) {
    throw refusal(error, field);
  }
  if (bytes === undefined) throw badRequest({ [field]: 'field.required' });
  return bytes;
}
