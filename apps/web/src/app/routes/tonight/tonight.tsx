import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { RequireUser } from '../../../features/auth/components/route-guards';
import { TonightPage } from '../../../features/availability/components/tonight/tonight-page';
import { listKeys } from '../../../features/lists/api/list-keys';
import { useDocumentTitle } from '../../../hooks/use-document-title';

/**
 * /tonight (docs/product.md#what-can-i-watch-tonight): members only, rendered in the browser. A title
 * marked seen here is seen on every list too: the lists' copies are asked again.
 */
export function TonightRoute() {
  const { t } = useTranslation('availability');
  const queryClient = useQueryClient();
  useDocumentTitle(t('tonight.title'));
  return (
    <RequireUser>
      {(user) => (
        <TonightPage userId={user.id} onSeen={() => void queryClient.invalidateQueries({ queryKey: listKeys.all })} />
      )}
    </RequireUser>
  );
}
