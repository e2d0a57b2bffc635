import { apiPath, type User } from '@pepites/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request';
import { userQueryKey } from './get-user';

/** The body of `PUT /update/{userId}` as the form sends it. */
export interface ProfileUpdate {
  username: string;
  country: string | null;
  city: string;
  catchline: string;
  introduction: string;
  avatar: string | null;
}

export function updateProfile(userId: number, update: ProfileUpdate) {
  return apiRequest(apiPath.updateProfile, { params: { userId }, body: update });
}

export function useUpdateProfile(userId: number, { onUpdated }: { onUpdated?: (user: User) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: ProfileUpdate) => updateProfile(userId, update),
    onSuccess: ({ user }) => {
      queryClient.setQueryData(userQueryKey(userId), user);
      onUpdated?.(user);
    },
  });
}
