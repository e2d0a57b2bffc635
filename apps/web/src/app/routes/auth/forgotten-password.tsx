import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { ForgottenPasswordForm } from '../../../features/auth/components/forgotten-password-form';

export function ForgottenPasswordRoute() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('forgotten.title'));
  return <ForgottenPasswordForm />;
}
