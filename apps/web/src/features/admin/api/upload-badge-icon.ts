import { apiPath } from '@pepites/contracts';
import { apiRequest } from '../../../lib/api-request';

/** Stores a badge icon (one image file); its address then goes into the creation form. */
export function uploadBadgeIcon(file: File): Promise<{ url: string }> {
  const form = new FormData();
  form.append('file', file);
  return apiRequest(apiPath.uploadBadgeIcon, { body: form });
}
