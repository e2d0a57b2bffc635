import type { OutboxEntry } from '@pepites/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKey } from './keys';

/** `GET /admin/outbox`: the mails the app has sent. */
export async function getOutbox(signal?: AbortSignal): Promise<OutboxEntry[]> {
  const body = await api<{ mails: OutboxEntry[] }>('/admin/outbox', { signal });
  return body.mails;
}

export function outboxQueryOptions() {
  return queryOptions({ queryKey: [...adminKey, 'outbox'] as const, queryFn: ({ signal }) => getOutbox(signal) });
}
