import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../../lib/errors.js';

/** Errors of @fastify/multipart's limits that mean "more than one file". */
const TOO_MANY_PARTS = new Set(['FST_FILES_LIMIT', 'FST_PARTS_LIMIT', 'FST_FIELDS_LIMIT']);

/** A refused file: the reason is the answer's message and the field's. */
export const refusedFile = (key: string, status = 400) =>
  new AppError(status, status === 413 ? 'payload_too_large' : 'validation_failed', { file: key }, key);

function refusal(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const { code, statusCode } = error as { code?: string; statusCode?: number };
  if (code && TOO_MANY_PARTS.has(code)) return badRequest({ file: 'upload.single' });
  if (statusCode === 413) return refusedFile('import.fileTooLarge', 413);
  return badRequest({ file: 'field.required' });
}

/**
 * The one file of an import upload (field `file`) with its name. Over IMPORT_MAX_FILE_BYTES is a
 * 413 saying so; a missing file, or a second one, a 400 naming the field (modules/uploads does the
 * same for images).
 */
export async function readImportUpload(request: FastifyRequest): Promise<{ bytes: Buffer; fileName: string }> {
  if (!request.isMultipart()) throw new AppError(415, 'unsupported_media_type');
  let upload: { bytes: Buffer; fileName: string } | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (upload !== undefined) throw badRequest({ file: 'upload.single' });
      if (part.fieldname !== 'file') throw badRequest({ file: 'field.required' });
      upload = { bytes: await part.toBuffer(), fileName: part.filename };
    }
  } catch (error) {
    throw refusal(error);
  }
  if (upload === undefined) throw badRequest({ file: 'field.required' });
  return upload;
}
