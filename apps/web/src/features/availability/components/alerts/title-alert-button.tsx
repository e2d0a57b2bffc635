import type { WatchType } from '@pepites/contracts';
import { useTranslation } from 'react-i18next';
import { useMyServices } from '../../api/get-my-services';
import { useTitleAlert, useToggleTitleAlert } from '../../api/title-alert';
import { ChooseServicesLink } from '../choose-services-link';
import { useAlertFeedback } from '../../hooks/use-alert-feedback';
import { AlertToggle } from './alert-toggle';

/**
 * "Tell me when it's on my services" on a movie's or a show's page (members only): the daily check
 * then notifies the member when it arrives on one of their services (decision 043).
 */
export function TitleAlertButton({ type, titleId }: { type: WatchType; titleId: number }) {
  const { t } = useTranslation('availability');
  const alert = useTitleAlert(type, titleId);
  const services = useMyServices();
  const toggle = useToggleTitleAlert();
  const feedback = useAlertFeedback();
  const followed = alert.data?.alert.followed ?? false;
  const throughLists = alert.data?.alert.through_lists ?? 0;
  const noServices = services.data?.services.saved === false || services.data?.services.providers.length === 0;
  const hint = noServices ? (
    <>
      {t('alerts.needServices')} <ChooseServicesLink />
    </>
  ) : followed ? (
    t('alerts.titleFollowedHint')
  ) : throughLists > 0 ? (
    t('alerts.throughLists', { count: throughLists })
  ) : null;
  return (
    <AlertToggle
      label={t('alerts.title')}
      followed={followed}
      loading={alert.isPending}
      busy={toggle.isPending}
      testId="title-alert"
      hint={hint}
      onToggle={() => toggle.mutate({ type, titleId, followed }, feedback)}
    />
  );
}
