import { apiPath, type ModerationEntry } from '@pepites/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request';
import { adminKey } from './keys';

/** `GET /admin/moderation`: the moderation actions taken so far. */
export async function getModerationLog(signal?: AbortSignal): Promise<ModerationEntry[]> {
  const body = await apiRequest(apiPath.moderationLog, { signal });
  return body.actions;
}

export function moderationLogQueryOptions() {
  return queryOptions({
    queryKey: [...adminKey, 'moderation'] as const,
    queryFn: ({ signal }) => getModerationLog(signal),
  });
}
