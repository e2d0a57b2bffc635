import type { AvailabilityResponse } from '@pepites/contracts';
import { api } from '../../../lib/api-client';

/** Whether a username is free; when it is not, `reason` says why (taken, too similar, reserved...). */
export function checkUsernameAvailability(userName: string, signal?: AbortSignal): Promise<AvailabilityResponse> {
  const query = new URLSearchParams({ user_name: userName });
  return api<AvailabilityResponse>(`/users/check-username-availability?${query}`, { signal });
}

export function checkEmailAvailability(email: string, signal?: AbortSignal): Promise<AvailabilityResponse> {
  const query = new URLSearchParams({ email });
  return api<AvailabilityResponse>(`/users/check-email-availability?${query}`, { signal });
}
