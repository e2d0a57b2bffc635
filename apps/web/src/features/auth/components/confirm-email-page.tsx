import { Link2Off, MailCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { ApiRequestError } from '../../../lib/api-client';
import { useConfirmEmailChange } from '../api/confirm-email-change';
import { useCurrentUser } from '../api/get-current-user';
import { AuthCard } from './auth-card';

/**
 * /confirm-email/{token}: the link mailed to a new address. The token is sent once as the page
 * opens, signed in or not (the link may be opened in another browser), and the page says whether
 * the address changed, with a way onwards: the profile for a member, the sign-in page otherwise.
 */
export function ConfirmEmailPage({ token }: { token: string }) {
  const { t } = useTranslation('auth');
  const confirm = useConfirmEmailChange();
  const sent = useRef(false);
  const { mutate } = confirm;
  useEffect(() => {
    // Once, even when React runs effects twice in development: a token works a single time.
    if (sent.current) return;
    sent.current = true;
    mutate(token);
  }, [mutate, token]);

  if (confirm.isSuccess) {
    return (
      <AuthCard icon={<MailCheck />} title={t('confirmEmail.doneTitle')} subtitle={confirm.data.message}>
        <p className="text-center text-sm text-fg-muted">
          {t('confirmEmail.doneText')}{' '}
          <span className="font-medium text-fg [overflow-wrap:anywhere]">{confirm.data.email}</span>
        </p>
        <Onwards />
      </AuthCard>
    );
  }
  if (confirm.isError) {
    const message = confirm.error instanceof ApiRequestError ? confirm.error.message : t('confirmEmail.error');
    return (
      <AuthCard icon={<Link2Off />} title={t('confirmEmail.failedTitle')} subtitle={message}>
        <p className="text-center text-sm text-fg-muted">{t('confirmEmail.failedText')}</p>
        <Onwards />
      </AuthCard>
    );
  }
  return (
    <AuthCard icon={<MailCheck />} title={t('confirmEmail.title')}>
      <div className="flex flex-col gap-3" data-testid="email-confirming">
        <p role="status" className="sr-only">
          {t('confirmEmail.checking')}
        </p>
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-12 w-full" />
      </div>
    </AuthCard>
  );
}

/** The member's profile (where the address shows) when signed in here, the sign-in page otherwise. */
function Onwards() {
  const { t } = useTranslation('auth');
  const { user } = useCurrentUser();
  return user ? (
    <Link to={paths.userProfile.href()} className={buttonClasses({ size: 'lg' })}>
      {t('confirmEmail.toProfile')}
    </Link>
  ) : (
    <Link to={paths.login.href()} className={buttonClasses({ size: 'lg' })}>
      {t('confirmEmail.toLogin')}
    </Link>
  );
}
