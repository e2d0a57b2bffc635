import { apiPath, type ResolveImportInput } from '@pepites/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request';
import { latestImportQueryKey } from './get-latest-import';

interface ResolveImportVariables extends ResolveImportInput {
  importId: string;
}

/** Sends the member's picks for ambiguous rows; the import comes back with its new counts. */
export function useResolveImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ importId, choices }: ResolveImportVariables) =>
      (await apiRequest(apiPath.resolveImport, { params: { importId }, body: { choices } })).import,
    onSuccess: (view) => queryClient.setQueryData(latestImportQueryKey, view),
  });
}
