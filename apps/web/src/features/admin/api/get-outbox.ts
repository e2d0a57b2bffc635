import { apiPath, type OutboxEntry } from '@pepites/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request';
import { adminKey } from './keys';

/** `GET /admin/outbox`: the mails the app has sent. */
export async function getOutbox(signal?: AbortSignal): Promise<OutboxEntry[]> {
  const body = await apiRequest(apiPath.adminOutbox, { signal });
  return body.mails;
}

export function outboxQueryOptions() {
  return queryOptions({ queryKey: [...adminKey, 'outbox'] as const, queryFn: ({ signal }) => getOutbox(signal) });
}
