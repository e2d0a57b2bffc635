import { availabilityResponseSchema } from '@pepites/contracts';
import { api } from '../../../lib/api-client';

export async function checkUsernameAvailability(userName: string, signal?: AbortSignal): Promise<boolean> {
  const query = new URLSearchParams({ user_name: userName });
  const { available } = await api(`/users/check-username-availability?${query}`, {
    schema: availabilityResponseSchema,
    signal,
  });
  return available;
}

export async function checkEmailAvailability(email: string, signal?: AbortSignal): Promise<boolean> {
  const query = new URLSearchParams({ email });
  const { available } = await api(`/users/check-email-availability?${query}`, {
    schema: availabilityResponseSchema,
    signal,
  });
  return available;
}
