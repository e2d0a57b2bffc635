import { api } from '../../../lib/api-client';

/** Stores a badge icon (one image file); its address then goes into the creation form. */
export function uploadBadgeIcon(file: File): Promise<{ url: string }> {
  const form = new FormData();
  form.append('file', file);
  return api<{ url: string }>('/uploads/badge', { method: 'POST', body: form });
}
