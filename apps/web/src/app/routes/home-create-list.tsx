import { ListPlus } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { withNamespaces } from '../../lib/i18n';

// The dialog, its texts and the lists code load on the first click, not with the home page.
const loadFlow = () =>
  withNamespaces(['lists'], () => import('../../features/lists/components/create-list/create-list-flow'));
const CreateListFlow = lazy(() => loadFlow().then((module) => ({ default: module.CreateListFlow })));

/** The hero's "create a list": opens the create-list dialog, then the content-type chooser. */
export function HomeCreateList({ userId }: { userId: number }) {
  const { t } = useTranslation('home');
  const [requested, setRequested] = useState(false);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="lg"
        onPointerEnter={() => void loadFlow()}
        onFocus={() => void loadFlow()}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
      >
        <ListPlus aria-hidden="true" className="size-5" />
        {t('hero.createList')}
      </Button>
      {requested && (
        <Suspense fallback={null}>
          <CreateListFlow userId={userId} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
