import { useTranslation } from 'react-i18next';
import { useListAlert, useToggleListAlert } from '../../api/list-alert';
import { useAlertFeedback } from '../../hooks/use-alert-feedback';
import { AlertToggle } from './alert-toggle';

/** "Alert me for this whole list" on a list's page (members only): its movies and shows, now and to come. */
export function ListAlertButton({ listId }: { listId: number }) {
  const { t } = useTranslation('availability');
  const alert = useListAlert(listId);
  const toggle = useToggleListAlert();
  const feedback = useAlertFeedback();
  const followed = alert.data?.alert.followed ?? false;
  return (
    <AlertToggle
      label={t('alerts.list')}
      followed={followed}
      loading={alert.isPending}
      busy={toggle.isPending}
      testId="list-alert"
      quiet
      onToggle={() => toggle.mutate({ listId, followed }, feedback)}
    />
  );
}
