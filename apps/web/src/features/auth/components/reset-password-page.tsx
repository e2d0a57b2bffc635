import { KeyRound, Link2Off } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { ErrorState } from '../../../components/ui/error-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { useResetLinkCheck } from '../api/check-reset-link';
import { AuthCard } from './auth-card';
import { ResetPasswordForm } from './reset-password-form';

/**
 * /reset-password/{token}: the link is checked as the page opens, so an unknown or used link says
 * so at once instead of after the user has typed a new password twice.
 */
export function ResetPasswordPage({ token }: { token: string }) {
  const { t } = useTranslation('auth');
  const check = useResetLinkCheck(token);
  if (check.isPending) return <CheckingResetLink />;
  if (check.isError) {
    return (
      <AuthCard icon={<KeyRound />} title={t('reset.title')}>
        <ErrorState message={check.error.message} onRetry={() => void check.refetch()} retrying={check.isFetching} />
      </AuthCard>
    );
  }
  return check.data ? <ResetPasswordForm token={token} /> : <DeadResetLink />;
}

/** Shaped like the form it stands for. */
function CheckingResetLink() {
  const { t } = useTranslation('auth');
  return (
    <AuthCard icon={<KeyRound />} title={t('reset.title')}>
      <div className="flex flex-col gap-4" data-testid="reset-link-checking">
        <p role="status" className="sr-only">
          {t('reset.checking')}
        </p>
        {[0, 1].map((key) => (
          <div key={key} className="flex flex-col gap-1.5">
            <Skeleton className="h-4 w-40" />
            <Skeleton className="h-11 w-full" />
          </div>
        ))}
        <Skeleton className="h-12 w-full" />
      </div>
    </AuthCard>
  );
}

function DeadResetLink() {
  const { t } = useTranslation('auth');
  return (
    <AuthCard icon={<Link2Off />} title={t('reset.deadTitle')} subtitle={t('reset.deadText')}>
      <Link to={paths.forgottenPassword.href()} className={buttonClasses({ size: 'lg' })}>
        {t('reset.requestNew')}
      </Link>
    </AuthCard>
  );
}
