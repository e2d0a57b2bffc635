import { useTranslation } from 'react-i18next';
import { RedirectSignedIn } from '../../../features/auth/components/route-guards';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { LoginForm } from '../../../features/auth/components/login-form';

export function LoginRoute() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('login.title'));
  return (
    <RedirectSignedIn>
      <LoginForm />
    </RedirectSignedIn>
  );
}
