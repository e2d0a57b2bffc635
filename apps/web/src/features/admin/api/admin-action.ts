import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKey } from './keys';

/** A dashboard action: its answer's message for the toast, then every admin figure refreshed. */
export function useAdminAction<Input, Output extends { message: string }>(send: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: send, onSettled: () => queryClient.invalidateQueries({ queryKey: adminKey }) });
}
