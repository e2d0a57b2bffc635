import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ResetPasswordPage } from '../../../features/auth/components/reset-password-page';
import { useDocumentTitle } from '../../../hooks/use-document-title';

export function ResetPasswordRoute() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('reset.title'));
  const { token = '' } = useParams();
  // A new token (a second mail) starts from a clean page: checked again, empty form.
  return <ResetPasswordPage key={token} token={token} />;
}
