import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { LoginForm } from '../../../features/auth/components/login-form';

export function LoginRoute() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('login.title'));
  return <LoginForm />;
}
