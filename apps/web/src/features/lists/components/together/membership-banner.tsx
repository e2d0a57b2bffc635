import type { ListEditorsResponse } from '@pepites/contracts';
import { Check, LogOut, Pencil, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../../components/ui/button';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { notify } from '../../../../components/ui/toast';
import { paths } from '../../../../config/paths';
import { useAnswerInvitation, useRemoveEditor } from '../../api/editors';

interface MembershipBannerProps {
  listId: number;
  viewerId: number;
  editors: ListEditorsResponse;
}

/** On a list's page: an invited member answers the invitation; an editor edits the titles or leaves. */
export function MembershipBanner({ listId, viewerId, editors }: MembershipBannerProps) {
  if (editors.role === 'invited') return <InvitationBanner listId={listId} creatorName={editors.creator.user_name} />;
  if (editors.role === 'editor')
    return <EditorBanner listId={listId} viewerId={viewerId} creatorName={editors.creator.user_name} />;
  return null;
}

const bannerClasses =
  'flex flex-col gap-3 rounded-2xl border border-accent/40 bg-accent-soft p-4 sm:flex-row sm:items-center';

function InvitationBanner({ listId, creatorName }: { listId: number; creatorName: string }) {
  const { t } = useTranslation('editors');
  const answer = useAnswerInvitation(listId);
  const send = (accept: boolean) =>
    answer.mutate(accept, {
      onSuccess: (body) => notify.success(body.message),
      onError: (error) => notify.error(error.message),
    });
  return (
    <section aria-label={t('editing.invitation')} className={bannerClasses}>
      <p className="flex-1 text-sm font-medium break-words text-fg">{t('banner.invited', { name: creatorName })}</p>
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => send(true)} loading={answer.isPending && answer.variables === true}>
          <Check aria-hidden="true" className="size-4" />
          {t('banner.accept')}
        </Button>
        <Button
          variant="secondary"
          onClick={() => send(false)}
          loading={answer.isPending && answer.variables === false}
        >
          <X aria-hidden="true" className="size-4" />
          {t('banner.decline')}
        </Button>
      </div>
    </section>
  );
}

function EditorBanner({ listId, viewerId, creatorName }: { listId: number; viewerId: number; creatorName: string }) {
  const { t } = useTranslation('editors');
  const [confirming, setConfirming] = useState(false);
  const leave = useRemoveEditor(listId);
  const confirm = () =>
    leave.mutate(viewerId, {
      onSuccess: (body) => {
        notify.success(body.message);
        setConfirming(false);
      },
      onError: (error) => notify.error(error.message),
    });
  return (
    <section aria-label={t('contributors.title')} className={bannerClasses}>
      <p className="flex-1 text-sm font-medium break-words text-fg">{t('banner.editor', { name: creatorName })}</p>
      <div className="flex flex-wrap gap-2">
        <Link to={paths.listEdition.href(listId)} className={buttonClasses({ variant: 'secondary' })}>
          <Pencil aria-hidden="true" className="size-4" />
          {t('banner.editItems')}
        </Link>
        <Button variant="ghost" onClick={() => setConfirming(true)}>
          <LogOut aria-hidden="true" className="size-4" />
          {t('banner.leave')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        label={t('banner.leaveTitle')}
        description={t('banner.leaveDescription')}
        cancelLabel={t('banner.cancel')}
        confirmLabel={t('banner.leaveConfirm')}
        onConfirm={confirm}
        confirming={leave.isPending}
      />
    </section>
  );
}
