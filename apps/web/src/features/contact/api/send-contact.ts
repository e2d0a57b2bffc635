import { apiPath, type ContactInput, type MessageResponse } from '@pepites/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request';

export function sendContact(input: ContactInput): Promise<MessageResponse> {
  return apiRequest(apiPath.sendContact, { body: input });
}

export function useSendContact() {
  return useMutation({ mutationFn: sendContact });
}
