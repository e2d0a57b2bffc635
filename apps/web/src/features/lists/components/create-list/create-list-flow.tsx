import { DIALOG_CHAIN_DELAY_MS } from '@pepites/contracts';
import { useEffect, useRef, useState } from 'react';
import { ContentTypeChooser } from './content-type-chooser';
import { CreateListDialog } from './create-list-dialog';

export interface CreateListFlowProps {
  userId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Told the new list's id once it exists. */
  onCreated?: (listId: number) => void;
}

/** Once the list is created, the content-type chooser opens 500 ms later. */
export function CreateListFlow({ userId, open, onOpenChange, onCreated }: CreateListFlowProps) {
  const [createdId, setCreatedId] = useState<number | null>(null);
  const [chooserOpen, setChooserOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  return (
    <>
      <CreateListDialog
        userId={userId}
        open={open}
        onOpenChange={onOpenChange}
        onCreated={(listId) => {
          setCreatedId(listId);
          onCreated?.(listId);
          clearTimeout(timer.current);
          timer.current = setTimeout(() => setChooserOpen(true), DIALOG_CHAIN_DELAY_MS);
        }}
      />
      <ContentTypeChooser open={chooserOpen} onOpenChange={setChooserOpen} listId={createdId} />
    </>
  );
}
