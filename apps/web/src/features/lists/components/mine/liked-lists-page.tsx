import { Heart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../../components/ui/button';
import { EmptyState } from '../../../../components/ui/empty-state';
import { paths } from '../../../../config/paths';
import { useLikedLists } from '../../api/get-liked-lists';
import { usePageParams } from '../../hooks/use-browse-params';
import { ListResults, resultsStatus } from '../list-results';
import { ViewToggle } from '../view-toggle';

/** Liked lists: the lists the member liked, newest like first, 10 per page, cards or table. */
export function LikedListsPage({ userId }: { userId: number }) {
  const { t } = useTranslation('lists');
  const { page, view, setView, hrefForPage } = usePageParams();
  const lists = useLikedLists(userId, page);
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-semibold tracking-tight text-fg">{t('liked.title')}</h1>
        <ViewToggle view={view} onChange={setView} />
      </div>
      <ListResults
        lists={lists.data?.lists}
        page={page}
        totalPages={lists.data?.totalPages ?? 1}
        hrefFor={hrefForPage}
        view={view}
        caption={t('liked.title')}
        {...resultsStatus(lists)}
        empty={
          <EmptyState
            icon={<Heart />}
            title={t('liked.empty')}
            description={t('liked.emptyHint')}
            action={
              <Link to={paths.browseLists.href()} className={buttonClasses()}>
                {t('liked.browse')}
              </Link>
            }
          />
        }
      />
    </div>
  );
}
