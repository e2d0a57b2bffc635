import { useTranslation } from 'react-i18next';
import { RequireUser } from '../../../features/auth/components/route-guards';
import { MyAlertsSection } from '../../../features/availability/components/alerts/my-alerts-section';
import { NotificationSettingsPage } from '../../../features/notifications/components/notification-settings-page';
import { useDocumentTitle } from '../../../hooks/use-document-title';

/**
 * /settings/notifications: a member's own settings, with their alerts on their services (where the
 * arrival mails link); a visitor is sent to log in, as on the notifications page.
 */
export function NotificationSettingsRoute() {
  const { t } = useTranslation('notifications');
  useDocumentTitle(t('settings.title'));
  return (
    <RequireUser>
      {(user) => (
        <NotificationSettingsPage userId={user.id}>
          <MyAlertsSection />
        </NotificationSettingsPage>
      )}
    </RequireUser>
  );
}
