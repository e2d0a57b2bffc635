import { messageResponseSchema, type ContactInput, type MessageResponse } from '@pepites/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function sendContact(input: ContactInput): Promise<MessageResponse> {
  return api('/contact', { method: 'POST', body: input, schema: messageResponseSchema });
}

export function useSendContact() {
  return useMutation({ mutationFn: sendContact });
}
