import type { ReactNode } from 'react';
import { Button } from './button';
import { Dialog, DialogClose } from './dialog';

export interface ConfirmDialogProps {
  /** The question ("Delete this list?"). */
  label: ReactNode;
  description?: ReactNode;
  cancelLabel: string;
  confirmLabel: string;
  onConfirm: () => void;
  /** Shows a spinner on the confirm button while the action runs. */
  confirming?: boolean;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  trigger?: ReactNode;
}

/** The generic delete confirmation (label, description, cancel and confirm labels). */
export function ConfirmDialog({
  label,
  description,
  cancelLabel,
  confirmLabel,
  onConfirm,
  confirming = false,
  ...dialogProps
}: ConfirmDialogProps) {
  return (
    <Dialog
      {...dialogProps}
      size="sm"
      title={label}
      description={description}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary">{cancelLabel}</Button>
          </DialogClose>
          <Button variant="danger" onClick={onConfirm} loading={confirming}>
            {confirmLabel}
          </Button>
        </>
      }
    />
  );
}
