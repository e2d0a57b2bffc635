import { DIALOG_CHAIN_DELAY_MS, type AddContentInput } from '@pepites/contracts';
import { ListPlus } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses, type ButtonSize, type ButtonVariant } from '../../../../components/ui/button';
import { cn } from '../../../../components/ui/cn';
import { Tooltip } from '../../../../components/ui/tooltip';
import { CreateListFlow } from '../create-list/create-list-flow';
import { useViewer } from '../viewer-provider';
import { AddToListsDialog } from './add-to-lists-dialog';

export interface AddToListsButtonProps {
  item: AddContentInput;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}

/**
 * The add-to-lists control of the catalogue's cards and pages. Visitors see it disabled, with a
 * tooltip asking them to log in; it stays focusable so the keyboard reaches the hint.
 */
export function AddToListsButton({ item, variant = 'primary', size = 'sm', className }: AddToListsButtonProps) {
  const { t } = useTranslation('lists');
  const viewer = useViewer();
  const [dialogOpen, setDialogOpen] = useState(false);
  const [createOpen, setCreateOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const label = t('addToLists.open', { title: item.title });

  if (!viewer) {
    return (
      <Tooltip content={t('addToLists.loginHint')}>
        <button
          type="button"
          aria-disabled="true"
          aria-label={`${label}. ${t('addToLists.loginHint')}`}
          // Without the kit's pointer-events rule for aria-disabled: the hover must still reach the tooltip.
          className={cn(
            buttonClasses({ variant, size }).replace('aria-disabled:pointer-events-none', ''),
            'cursor-not-allowed',
            className,
          )}
        >
          <ListPlus aria-hidden="true" className="size-4" />
          {t('addToLists.button')}
        </button>
      </Tooltip>
    );
  }
  return (
    <>
      <button
        type="button"
        aria-label={label}
        onClick={() => setDialogOpen(true)}
        className={buttonClasses({ variant, size, className })}
      >
        <ListPlus aria-hidden="true" className="size-4" />
        {t('addToLists.button')}
      </button>
      <AddToListsDialog
        item={item}
        viewerId={viewer.id}
        open={dialogOpen}
        onOpenChange={setDialogOpen}
        onCreateNew={() => {
          setDialogOpen(false);
          clearTimeout(timer.current);
          timer.current = setTimeout(() => setCreateOpen(true), DIALOG_CHAIN_DELAY_MS);
        }}
      />
      <CreateListFlow userId={viewer.id} open={createOpen} onOpenChange={setCreateOpen} />
    </>
  );
}
