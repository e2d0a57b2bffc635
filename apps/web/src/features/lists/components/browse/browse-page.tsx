import { PAGE_SIZE_DEFAULT } from '@pepites/contracts';
import { SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../../components/ui/button';
import { EmptyState } from '../../../../components/ui/empty-state';
import { paths } from '../../../../config/paths';
import { useLang } from '../../../../hooks/use-lang';
import { useBrowseLists } from '../../api/browse-lists';
import { hasFilters } from '../../lib/browse-params';
import { useBrowseParams } from '../../hooks/use-browse-params';
import { CreateListButton } from '../create-list/create-list-button';
import { ListResults, resultsStatus } from '../list-results';
import { ViewToggle } from '../view-toggle';
import { useViewer } from '../viewer-provider';
import { BrowseFilters } from './browse-filters';
import { TitleSearch } from './title-search';
import { numberFormat } from '../../../../lib/number-format';

export interface BrowsePageProps {
  /** /browseLists/{userId}: that member's public lists. */
  creatorId?: number;
  /** The page's h1 and what sits beside it (whose lists they are). */
  header: ReactNode;
  /** The table's caption. */
  caption: string;
}

/** Browse lists: title search, cards/table, filters, sort, 10 per page and the numbered pager. */
export function BrowsePage({ creatorId, header, caption }: BrowsePageProps) {
  const { t } = useTranslation('lists');
  const lang = useLang();
  const viewer = useViewer();
  const browse = useBrowseParams();
  const { params } = browse;
  const result = useBrowseLists({
    creatorId,
    title: params.title,
    type: params.type,
    tags: params.tags,
    sort: params.sort,
    page: params.page,
  });
  const data = result.data;
  const format = numberFormat(lang);
  const filtered = hasFilters(params);

  const empty = (
    <EmptyState
      icon={<SearchX />}
      title={filtered ? t('browse.emptyFiltered') : creatorId ? t('browse.emptyUser') : t('browse.empty')}
      description={
        filtered ? t('browse.emptyFilteredHint') : viewer ? t('browse.emptyHintMember') : t('browse.emptyHintVisitor')
      }
      action={
        filtered ? (
          <Button variant="secondary" onClick={browse.clearFilters}>
            {t('browse.clearFilters')}
          </Button>
        ) : viewer ? (
          <CreateListButton />
        ) : (
          <Link to={paths.signup.href()} className={buttonClasses()}>
            {t('browse.signup')}
          </Link>
        )
      }
    />
  );

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6">
      {header}
      <div className="flex flex-wrap items-center gap-3">
        <TitleSearch value={params.title} onSearch={browse.setTitle} />
        <ViewToggle view={params.view} onChange={browse.setView} />
      </div>
      <BrowseFilters browse={browse} />
      <p role="status" className="text-sm text-fg-muted tabular-nums">
        {data &&
          (data.totalExact
            ? t('browse.count', { count: data.total, formatted: format.format(data.total) })
            : t('browse.countAtLeast', { formatted: `${format.format(data.total)}+` }))}
      </p>
      <ListResults
        lists={data?.lists}
        page={params.page}
        totalPages={data?.totalPages ?? 1}
        hasMore={
          data ? !data.totalExact && data.lists.length === PAGE_SIZE_DEFAULT && params.page >= data.totalPages : false
        }
        hrefFor={browse.hrefForPage}
        view={params.view}
        caption={caption}
        {...resultsStatus(result)}
        empty={empty}
      />
    </div>
  );
}
