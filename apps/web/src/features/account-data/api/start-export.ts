import { apiPath } from '@pepites/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request';
import { latestExportQueryKey } from './get-latest-export';

/** Queues a new archive of the member's data (202); a 409 says one is already being prepared. */
export function useStartExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await apiRequest(apiPath.startExport)).export,
    onSuccess: (view) => queryClient.setQueryData(latestExportQueryKey, view),
  });
}
