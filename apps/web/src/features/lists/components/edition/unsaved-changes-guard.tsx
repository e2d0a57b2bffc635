import { useEffect, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';

interface UnsavedChangesGuardProps {
  dirty: boolean;
  /** Set by Cancel and by a finished Save just before they navigate: those leave without asking. */
  leavingRef: RefObject<boolean>;
}

/**
 * Leaving the edit page by another link, or closing the tab, while the draft holds changes asks
 * first: those changes would be dropped as Cancel drops them.
 */
export function UnsavedChangesGuard({ dirty, leavingRef }: UnsavedChangesGuardProps) {
  const { t } = useTranslation('lists');
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !leavingRef.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => !open && blocker.reset?.()}
      label={t('edit.leaveTitle')}
      description={t('edit.leaveDescription')}
      cancelLabel={t('edit.stay')}
      confirmLabel={t('edit.leave')}
      onConfirm={() => blocker.proceed?.()}
    />
  );
}
