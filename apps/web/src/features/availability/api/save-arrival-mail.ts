import { apiPath, type ArrivalMail } from '@pepites/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request';
import { availabilityKeys } from './availability-keys';

/** `PUT /alerts/mail`: whether an arrival is also mailed (not at all, in the weekly digest, at once). */
export function useSaveArrivalMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (mail: ArrivalMail) => apiRequest(apiPath.saveArrivalMail, { body: { mail } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: availabilityKeys.alerts }),
  });
}
