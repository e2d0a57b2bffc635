import { ListPlus } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonVariant } from '../../../../components/ui/button';
import { useViewer } from '../viewer-provider';

// The dialog and its form load when first wanted (hover, focus or click), not with the lists pages.
const loadFlow = () => import('./create-list-flow');
const CreateListFlow = lazy(() => loadFlow().then((module) => ({ default: module.CreateListFlow })));

/** "Create a list", opening the create-list dialog (members only; nothing for a visitor). */
export function CreateListButton({
  variant = 'primary',
  onCreated,
}: {
  variant?: ButtonVariant;
  onCreated?: (listId: number) => void;
}) {
  const { t } = useTranslation('lists');
  const viewer = useViewer();
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  if (!viewer) return null;
  return (
    <>
      <Button
        variant={variant}
        onPointerEnter={() => void loadFlow()}
        onFocus={() => void loadFlow()}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
      >
        <ListPlus aria-hidden="true" className="size-4" />
        {t('create.open')}
      </Button>
      {requested && (
        <Suspense fallback={null}>
          <CreateListFlow userId={viewer.id} open={open} onOpenChange={setOpen} onCreated={onCreated} />
        </Suspense>
      )}
    </>
  );
}
