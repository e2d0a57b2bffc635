import type { ContactInput, MessageResponse } from '@pepites/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function sendContact(input: ContactInput): Promise<MessageResponse> {
  return api<MessageResponse>('/contact', { method: 'POST', body: input });
}

export function useSendContact() {
  return useMutation({ mutationFn: sendContact });
}
