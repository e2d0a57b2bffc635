import { useTranslation } from 'react-i18next';
import { RequireUser } from '../../../features/auth/components/route-guards';
import { NotificationSettingsPage } from '../../../features/notifications/components/notification-settings-page';
import { useDocumentTitle } from '../../../hooks/use-document-title';

/** /settings/notifications: a member's own settings; a visitor is sent to log in, as on the notifications page. */
export function NotificationSettingsRoute() {
  const { t } = useTranslation('notifications');
  useDocumentTitle(t('settings.title'));
  return <RequireUser>{(user) => <NotificationSettingsPage userId={user.id} />}</RequireUser>;
}
