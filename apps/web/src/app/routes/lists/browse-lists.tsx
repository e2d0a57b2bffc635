import { useQuery, type QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams, type LoaderFunctionArgs } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';
import { Skeleton } from '../../../components/ui/skeleton';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useCurrentUser } from '../../../features/auth/api/get-current-user';
import { MemberFollowBar } from '../../../features/community/components/member-follow-bar';
import { browseListsQueryOptions } from '../../../features/lists/api/browse-lists';
import { BrowsePage } from '../../../features/lists/components/browse/browse-page';
import { isNotFound } from '../../../features/lists/components/list-query-state';
import { parseBrowseParams } from '../../../features/lists/lib/browse-params';
import { userQueryOptions } from '../../../features/profile/api/get-user';
import { loadedOnServer } from '../../server-render';
import { NotFoundRoute } from '../not-found';
import { parseId } from './route-params';
import { WithViewer } from './with-viewer';

/** Starts the page's request from the address, so the server can later run the same loader. */
export function browseListsLoader(queryClient: QueryClient) {
  return ({ request, params }: LoaderFunctionArgs) => {
    const { title, type, tags, sort, page } = parseBrowseParams(new URL(request.url).searchParams);
    const creatorId = params.userId === undefined ? undefined : (parseId(params.userId) ?? undefined);
    const lists = queryClient.prefetchQuery(browseListsQueryOptions({ creatorId, title, type, tags, sort, page }));
    return creatorId
      ? loadedOnServer(lists, queryClient.prefetchQuery(userQueryOptions(creatorId)))
      : loadedOnServer(lists);
  };
}

/** /browseLists and /browseLists/{userId} (docs/product.md#browsing-lists). */
export function BrowseListsRoute() {
  const { userId } = useParams();
  const creatorId = userId === undefined ? undefined : parseId(userId);
  if (creatorId === null) return <NotFoundRoute />;
  return <WithViewer>{creatorId ? <MemberListsPage creatorId={creatorId} /> : <AllListsPage />}</WithViewer>;
}

function AllListsPage() {
  const { t } = useTranslation('lists');
  useDocumentTitle(t('browse.title'));
  const header = (
    <div className="flex flex-col gap-1">
      <h1 className="text-3xl font-semibold tracking-tight text-fg">{t('browse.title')}</h1>
      <p className="text-fg-muted">{t('browse.subtitle')}</p>
    </div>
  );
  return <BrowsePage header={header} caption={t('browse.title')} />;
}

/** Whose lists they are: the member's avatar, name and follows above their public lists. */
function MemberListsPage({ creatorId }: { creatorId: number }) {
  const { t } = useTranslation('lists');
  const member = useQuery(userQueryOptions(creatorId));
  const viewer = useCurrentUser().user;
  const name = member.data?.user_name;
  useDocumentTitle(isNotFound(member.error) ? null : name ? t('browse.byTitle', { name }) : t('browse.title'));
  if (isNotFound(member.error)) return <NotFoundRoute />;
  const header = (
    <div className="flex items-center gap-4">
      {name ? (
        <Avatar name={name} src={member.data?.avatar} size="lg" />
      ) : (
        <Skeleton className="size-16 rounded-full" />
      )}
      <div className="flex flex-col gap-1">
        {name ? (
          <h1 className="text-3xl font-semibold tracking-tight break-words text-fg">{t('browse.byTitle', { name })}</h1>
        ) : (
          <Skeleton className="h-9 w-64" />
        )}
        <p className="text-fg-muted">{t('browse.bySubtitle')}</p>
        {name && <MemberFollowBar viewerId={viewer?.id ?? null} userId={creatorId} name={name} className="-ms-2" />}
      </div>
    </div>
  );
  return (
    <BrowsePage
      creatorId={creatorId}
      header={header}
      caption={name ? t('browse.byTitle', { name }) : t('browse.title')}
    />
  );
}
