import { apiPath } from '@pepites/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request';

/** Sends one image; the server checks it by content, re-encodes it and answers its URL on our origin. */
export async function uploadAvatar(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  const { url } = await apiRequest(apiPath.uploadAvatar, { body: form });
  return url;
}

export function useUploadAvatar() {
  return useMutation({ mutationFn: uploadAvatar });
}
