import { useTranslation } from 'react-i18next';
import { notify } from '../../../components/ui/toast';

/** The toasts of a follow or unfollow: the server's own sentence, or why it failed. */
export function useAlertFeedback() {
  const { t } = useTranslation('availability');
  return {
    onSuccess: ({ message }: { message: string }) => notify.success(message),
    onError: (error: Error) => notify.error(`${t('alerts.error')} ${error.message}`),
  };
}
