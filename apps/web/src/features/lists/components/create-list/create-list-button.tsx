import { ListPlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonVariant } from '../../../../components/ui/button';
import { useViewer } from '../viewer-provider';
import { CreateListFlow } from './create-list-flow';

/** "Create a list", opening the create-list dialog (members only; nothing for a visitor). */
export function CreateListButton({ variant = 'primary', onCreated }: { variant?: ButtonVariant; onCreated?: (listId: number) => void }) {
  const { t } = useTranslation('lists');
  const viewer = useViewer();
  const [open, setOpen] = useState(false);
  if (!viewer) return null;
  return (
    <>
      <Button variant={variant} onClick={() => setOpen(true)}>
        <ListPlus aria-hidden="true" className="size-4" />
        {t('create.open')}
      </Button>
      <CreateListFlow userId={viewer.id} open={open} onOpenChange={setOpen} onCreated={onCreated} />
    </>
  );
}
