import { AddToListsLab } from '../../../features/lists/components/lab/add-to-lists-lab';
import { WithViewer } from './with-viewer';

/** /lab/add-to-lists: a test page for the add-to-lists control (not linked from the navigation). */
export function LabAddToListsRoute() {
  return (
    <WithViewer>
      <AddToListsLab />
    </WithViewer>
  );
}
