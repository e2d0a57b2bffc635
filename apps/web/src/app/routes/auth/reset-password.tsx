import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useParams } from 'react-router';
import { ResetPasswordForm } from '../../../features/auth/components/reset-password-form';

export function ResetPasswordRoute() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('reset.title'));
  const { token = '' } = useParams();
  // A new token (a second mail) starts from a clean form.
  return <ResetPasswordForm key={token} token={token} />;
}
