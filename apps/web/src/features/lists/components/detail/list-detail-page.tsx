import { LIST_SLIDER_STEP_PX, type ContentItem, type ListDetail } from '@pepites/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../../../components/ui/skeleton';
import { FIRST_SCREEN_POSTERS } from '../../../../components/ui/poster';
import { Slider } from '../../../../components/ui/slider';
import { useDocumentTitle } from '../../../../hooks/use-document-title';
import { useListEditors } from '../../api/editors';
import { useList } from '../../api/get-list';
import { adderNames, isMadeTogether } from '../../lib/contributors';
import { ContentCard } from '../content-card';
import { isNotFound, listQueryState } from '../list-query-state';
import { ContributorsStrip } from '../together/contributors-strip';
import { EditTogetherDialog } from '../together/edit-together-dialog';
import { MembershipBanner } from '../together/membership-banner';
import { useViewer } from '../viewer-provider';
import { ListDetailHeader } from './list-detail-header';
import { ListDetailsPanel } from './list-details-panel';
import { ListNotes } from './list-notes';
import { ListProgress } from './list-progress';

export interface ListDetailPageProps {
  listId: number;
  /** What an unknown or private list shows (the app's not-found page). */
  notFound: ReactNode;
  /** The creator's avatar button with its profile dialog, composed by the app. */
  renderCreator: (creator: ListDetail['creator']) => ReactNode;
  /** The comments under the list, composed by the app. */
  comments?: ReactNode;
  /**
   * A member's view of where the items stream (filter, sort, marks: decision 043), composed by the
   * app around the row of cards this page draws.
   */
  renderContents?: (contents: ListContents) => ReactNode;
  /** More actions in the header ("alert me for this whole list"), composed by the app. */
  headerActions?: ReactNode;
}

export interface ListContents {
  listId: number;
  /** The list's items in the creator's order. */
  items: ContentItem[];
  /** The row of cards for these items, each with its mark under it. */
  renderItems: (items: ContentItem[], markOf?: (item: ContentItem) => ReactNode) => ReactNode;
}

/** A list's page (docs/product.md#a-lists-page), also the share address. */
export function ListDetailPage({
  listId,
  notFound,
  renderCreator,
  comments,
  renderContents,
  headerActions,
}: ListDetailPageProps) {
  const { t } = useTranslation('lists');
  const { t: tEditors } = useTranslation('editors');
  const viewer = useViewer();
  const detail = useList(listId, viewer?.id ?? 0);
  const editors = useListEditors(listId).data;
  const names = adderNames(editors);
  useDocumentTitle(isNotFound(detail.error) ? null : (detail.data?.list.title ?? t('detail.loading')));

  const pending = listQueryState(detail, { notFound, loading: <ListDetailSkeleton /> });
  if (pending || !detail.data) return pending;
  const { list } = detail.data;
  const renderItems = (items: ContentItem[], markOf?: (item: ContentItem) => ReactNode) => (
    <Slider
      title={t('detail.contents')}
      step={LIST_SLIDER_STEP_PX}
      items={items}
      getKey={(item) => item.id}
      renderItem={(item, index) => {
        const adder = item.added_by ? names?.get(item.added_by) : undefined;
        return (
          <ContentCard
            item={item}
            showNote
            priority={index < FIRST_SCREEN_POSTERS}
            addedBy={adder ? tEditors('addedBy', { name: adder }) : null}
            mark={markOf?.(item)}
          />
        );
      }}
      empty={
        <p className="rounded-2xl border border-dashed border-border px-6 py-10 text-center text-fg-muted">
          {t('detail.empty')}
        </p>
      }
    />
  );
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-8 px-4 py-8 sm:px-6">
      <ListDetailHeader
        list={list}
        creator={renderCreator(list.creator)}
        canEditItems={editors?.role === 'editor'}
        together={editors?.role === 'creator' && <EditTogetherDialog listId={list.id} editors={editors.editors} />}
        actions={headerActions}
      />
      {viewer && editors && <MembershipBanner listId={list.id} viewerId={viewer.id} editors={editors} />}
      {editors && isMadeTogether(editors) && <ContributorsStrip editors={editors} />}
      {renderContents
        ? renderContents({ listId: list.id, items: list.content, renderItems })
        : renderItems(list.content)}
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="flex flex-col gap-6">
          <ListDetailsPanel list={list} />
          <ListNotes list={list} />
        </div>
        {viewer && list.completionPercentage !== undefined && (
          <div className="max-lg:order-first">
            <ListProgress percentage={list.completionPercentage} />
          </div>
        )}
      </div>
      {comments}
    </div>
  );
}

function ListDetailSkeleton() {
  return (
    <div aria-busy="true" className="mx-auto flex w-full max-w-7xl flex-col gap-8 px-4 py-8 sm:px-6">
      <div className="flex items-center gap-3">
        <Skeleton className="size-11" />
        <Skeleton className="h-8 w-2/3 max-w-md" />
      </div>
      <div className="flex gap-6 overflow-hidden">
        {[0, 1, 2, 3, 4].map((index) => (
          <Skeleton key={index} className="aspect-[2/3] w-[106px] shrink-0 md:w-[213px]" />
        ))}
      </div>
      <Skeleton className="h-48 w-full" />
    </div>
  );
}
