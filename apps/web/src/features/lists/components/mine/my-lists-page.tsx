import { LayoutList } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../../components/ui/empty-state';
import { useUserLists } from '../../api/get-user-lists';
import { usePageParams } from '../../hooks/use-browse-params';
import { CreateListButton } from '../create-list/create-list-button';
import { ListResults, resultsStatus } from '../list-results';
import { ViewToggle } from '../view-toggle';

/** My lists: every list of the member (private ones too), 10 per page, without the creator's avatar. */
export function MyListsPage({ userId }: { userId: number }) {
  const { t } = useTranslation('lists');
  const { page, view, setView, hrefForPage } = usePageParams();
  const lists = useUserLists(userId, page);
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-semibold tracking-tight text-fg">{t('mine.title')}</h1>
        <div className="flex flex-wrap items-center gap-3">
          <ViewToggle view={view} onChange={setView} />
          <CreateListButton />
        </div>
      </div>
      <ListResults
        lists={lists.data?.results}
        page={page}
        totalPages={lists.data?.totalPages ?? 1}
        hrefFor={hrefForPage}
        view={view}
        caption={t('mine.title')}
        showCreator={false}
        {...resultsStatus(lists)}
        empty={
          <EmptyState
            icon={<LayoutList />}
            title={t('mine.empty')}
            description={t('mine.emptyHint')}
            action={<CreateListButton />}
          />
        }
      />
    </div>
  );
}
