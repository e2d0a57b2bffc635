import { apiPath, type ReorderConflict } from '@pepites/contracts';
import { ApiRequestError } from '../../../lib/api-client';
import { apiRequest } from '../../../lib/api-request';

export type ReorderResult = { conflict: null; version: number } | { conflict: ReorderConflict };

function conflictOf(error: unknown): ReorderConflict | null {
  if (!(error instanceof ApiRequestError) || error.status !== 409) return null;
  const payload = error.payload as Partial<ReorderConflict> | null | undefined;
  return typeof payload?.message === 'string' && Array.isArray(payload.ids) && typeof payload.version === 'number'
    ? { message: payload.message, ids: payload.ids, version: payload.version }
    : null;
}

/**
 * `PUT /list/{listId}/content/order` with every item id of the list in its new order and the
 * list's version it was made on: a list changed since (another editor) answers 409 with its
 * current order, returned here as `conflict` (docs/decisions/038-community.md).
 */
export async function reorderContent(listId: number, ids: number[], version?: number): Promise<ReorderResult> {
  try {
    const answer = await apiRequest(apiPath.reorderContent, { params: { listId }, body: { ids, version } });
    return { conflict: null, version: answer.version };
  } catch (error) {
    const conflict = conflictOf(error);
    if (conflict) return { conflict };
    throw error;
  }
}
