import { multipartBody } from './fuzz/multipart.js';

export interface FilePart {
  bytes: Buffer;
  /** The form field (default `file`, what the upload routes read). */
  field?: string;
}

/** A multipart/form-data body carrying these images, as `inject` takes it (payload and headers). */
export function multipartImages(files: FilePart[]): { payload: Buffer; headers: { 'content-type': string } } {
  const { body, contentType } = multipartBody(
    files.map(({ bytes, field = 'file' }) => ({ name: field, filename: 'a.png', type: 'image/png', data: bytes })),
  );
  return { payload: body, headers: { 'content-type': contentType } };
}

/** One image in the `file` field: an avatar upload. */
export const imageUpload = (bytes: Buffer) => multipartImages([{ bytes }]);
