import { apiPath, type SaveServicesBody } from '@pepites/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLang } from '../../../hooks/use-lang';
import { apiRequest } from '../../../lib/api-request';
import { availabilityKeys } from './availability-keys';

/**
 * `PUT /account/services`: the saved services replace the cached ones; every list's marks, Tonight
 * and the other language's copy are asked again, since they depend on them.
 */
export function useSaveMyServices() {
  const queryClient = useQueryClient();
  const lang = useLang();
  return useMutation({
    mutationFn: (body: SaveServicesBody) => apiRequest(apiPath.saveMyServices, { body }),
    onSuccess: ({ services, attribution }) => {
      queryClient.setQueryData(availabilityKeys.services(lang), { services, attribution });
      return queryClient.invalidateQueries({
        queryKey: availabilityKeys.all,
        predicate: (query) => query.queryKey[1] !== 'services' || query.queryKey[2] !== lang,
      });
    },
  });
}
