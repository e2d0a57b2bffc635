import { apiPath, type AvailabilityResponse } from '@pepites/contracts';
import { apiRequest } from '../../../lib/api-request';

/** Whether a username is free; when it is not, `reason` says why (taken, too similar, reserved...). */
export function checkUsernameAvailability(userName: string, signal?: AbortSignal): Promise<AvailabilityResponse> {
  return apiRequest(apiPath.usernameAvailability, { query: { user_name: userName }, signal });
}

export function checkEmailAvailability(email: string, signal?: AbortSignal): Promise<AvailabilityResponse> {
  return apiRequest(apiPath.emailAvailability, { query: { email }, signal });
}
