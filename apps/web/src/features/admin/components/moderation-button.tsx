import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonVariant } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { notify } from '../../../components/ui/toast';
import { ApiRequestError } from '../../../lib/api-client';

interface ModerationButtonProps {
  label: string;
  question: ReactNode;
  description?: ReactNode;
  variant?: ButtonVariant;
  /** Runs the action; resolves with the server's message (toasted), rejects with its error. */
  run: () => Promise<{ message: string }>;
  pending: boolean;
}

/** A moderation action: asks for confirmation, then says what the server answered. */
export function ModerationButton({
  label,
  question,
  description,
  variant = 'danger',
  run,
  pending,
}: ModerationButtonProps) {
  const { t } = useTranslation('admin');
  const [open, setOpen] = useState(false);
  const confirm = () =>
    run().then(
      (body) => {
        notify.success(body.message);
        setOpen(false);
      },
      (error: Error) => notify.error(refusal(error)),
    );
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant={variant} size="sm">
          {label}
        </Button>
      }
      label={question}
      description={description}
      cancelLabel={t('cancel')}
      confirmLabel={label}
      confirming={pending}
      onConfirm={() => void confirm()}
    />
  );
}

/** The server's reason on a field (an admin account cannot be deleted) says more than its general sentence. */
function refusal(error: Error): string {
  const fieldMessage = error instanceof ApiRequestError ? Object.values(error.fields ?? {})[0] : undefined;
  return fieldMessage ?? error.message;
}
