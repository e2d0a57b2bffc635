import { useTranslation } from 'react-i18next';
import { RedirectSignedIn } from '../../../features/auth/components/route-guards';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { SignupForm } from '../../../features/auth/components/signup-form';

export function SignupRoute() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('signup.title'));
  return (
    <RedirectSignedIn>
      <SignupForm />
    </RedirectSignedIn>
  );
}
