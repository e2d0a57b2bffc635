import type { AvailabilityResponse } from '@pepites/contracts';
import { api } from '../../../lib/api-client';

export async function checkUsernameAvailability(userName: string, signal?: AbortSignal): Promise<boolean> {
  const query = new URLSearchParams({ user_name: userName });
  const { available } = await api<AvailabilityResponse>(`/users/check-username-availability?${query}`, { signal });
  return available;
}

export async function checkEmailAvailability(email: string, signal?: AbortSignal): Promise<boolean> {
  const query = new URLSearchParams({ email });
  const { available } = await api<AvailabilityResponse>(`/users/check-email-availability?${query}`, { signal });
  return available;
}
