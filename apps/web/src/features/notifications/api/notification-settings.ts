import { apiPath, type NotificationSettings } from '@pepites/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request';

const settingsKey = ['account', 'notification-settings'] as const;

/** `GET /account/notification-settings`: the kinds the member turned off, and the weekly digest. */
export function useNotificationSettings() {
  return useQuery({
    queryKey: settingsKey,
    queryFn: async ({ signal }) => (await apiRequest(apiPath.notificationSettings, { signal })).settings,
  });
}

/** `PUT /account/notification-settings`; the saved settings replace the cached ones. */
export function useUpdateNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (settings: NotificationSettings) =>
      (await apiRequest(apiPath.updateNotificationSettings, { body: settings })).settings,
    onSuccess: (settings) => queryClient.setQueryData(settingsKey, settings),
  });
}
