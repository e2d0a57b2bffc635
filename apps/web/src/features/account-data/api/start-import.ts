import { apiPath, type ImportView } from '@pepites/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request';
import { latestImportQueryKey } from './get-latest-import';

/** Sends the file another service exported; the server answers 202 with the import queued. */
export async function startImport(file: File): Promise<ImportView> {
  const form = new FormData();
  form.append('file', file);
  return (await apiRequest(apiPath.startImport, { body: form })).import;
}

export function useStartImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startImport,
    onSuccess: (view) => queryClient.setQueryData(latestImportQueryKey, view),
  });
}
