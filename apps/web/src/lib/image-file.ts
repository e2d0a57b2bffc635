import { UPLOAD_MAX_BYTES } from '@pepites/contracts';

/**
 * The checks the browser can make before sending (the server checks the content again, docs/product.md#uploads):
 * an image type and at most 5 MB. Answers a contracts message key, or null when the file may go.
 */
export function imageFileError(file: File): 'upload.type' | 'upload.size' | null {
  if (!file.type.startsWith('image/')) return 'upload.type';
  return file.size > UPLOAD_MAX_BYTES ? 'upload.size' : null;
}

/** An image address the server may fetch: http(s) only. */
export function isImageUrl(text: string): boolean {
  try {
    const url = new URL(text.trim());
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}
