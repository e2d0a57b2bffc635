import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ConfirmEmailPage } from '../../../features/auth/components/confirm-email-page';
import { useDocumentTitle } from '../../../hooks/use-document-title';

export function ConfirmEmailRoute() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('confirmEmail.title'));
  const { token = '' } = useParams();
  // Another link (a second mail) is another confirmation: a fresh page sends it.
  return <ConfirmEmailPage key={token} token={token} />;
}
