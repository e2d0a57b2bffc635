import { COMMENT_REPORT_REASONS, type CommentReportReason } from '@pepites/contracts';
import { Flag } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose } from '../../../components/ui/dialog';
import { notify } from '../../../components/ui/toast';
import { useReportComment } from '../api/comment-mutations';

/** Reporting another member's comment to moderation, with one of the contract's reasons. */
export function ReportCommentDialog({ commentId, author }: { commentId: number; author: string }) {
  const { t } = useTranslation('community');
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<CommentReportReason>('spam');
  const report = useReportComment(commentId);
  const formId = `report-comment-${commentId}`;
  const send = (event: FormEvent) => {
    event.preventDefault();
    report.mutate(reason, {
      onSuccess: ({ message }) => {
        notify.success(message);
        setOpen(false);
      },
      onError: (error) => notify.error(error.message),
    });
  };
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      size="sm"
      title={t('comments.report.title')}
      description={t('comments.report.description', { name: author })}
      trigger={
        <Button variant="ghost" size="sm" aria-label={t('comments.report.open', { name: author })}>
          <Flag aria-hidden="true" className="size-4" />
          {t('comments.report.button')}
        </Button>
      }
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary">{t('comments.cancel')}</Button>
          </DialogClose>
          <Button type="submit" form={formId} loading={report.isPending}>
            {t('comments.report.send')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={send}>
        <fieldset className="flex flex-col gap-1">
          <legend className="mb-2 text-sm font-medium text-fg">{t('comments.report.reason')}</legend>
          {COMMENT_REPORT_REASONS.map((value) => (
            <label key={value} className="flex min-h-10 items-center gap-3 text-sm text-fg">
              <input
                type="radio"
                name="reason"
                value={value}
                checked={reason === value}
                onChange={() => setReason(value)}
                className="size-4 shrink-0 accent-accent"
              />
              {t(`comments.reasons.${value}`)}
            </label>
          ))}
        </fieldset>
      </form>
    </Dialog>
  );
}
