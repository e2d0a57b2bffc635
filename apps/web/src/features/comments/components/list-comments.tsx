import { MessageSquare } from 'lucide-react';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AfterHydration } from '../../../components/ui/after-hydration';
import { Button, buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { useAddComment } from '../api/comment-mutations';
import { useComments } from '../api/get-comments';
import { CommentItem } from './comment-item';

const CommentForm = lazy(() => import('./comment-form'));

export interface ListCommentsProps {
  listId: number;
  /** The signed-in member's id, or null for a visitor (who reads but does not write). */
  viewerId: number | null;
}

/**
 * The comments under a list (docs/product.md#comments): their count, the pages read so far
 * with "more", and the composer for members or the way to sign in for visitors. The server renders
 * the first page (the list-details route's loader).
 */
export function ListComments({ listId, viewerId }: ListCommentsProps) {
  const { t } = useTranslation('community');
  const comments = useComments(listId, viewerId ?? 0);
  const total = comments.data?.pages[0]?.total;
  return (
    <section aria-labelledby="list-comments-title" className="flex flex-col gap-4">
      <h2 id="list-comments-title" className="flex items-center gap-2 text-xl font-semibold text-fg">
        <MessageSquare aria-hidden="true" className="size-5 text-fg-muted" />
        {total === undefined ? t('comments.title') : t('comments.titleCount', { count: total })}
      </h2>
      {viewerId === null ? <SignInPrompt /> : <Composer listId={listId} />}
      <CommentsBody viewerId={viewerId} comments={comments} />
    </section>
  );
}

function CommentsBody({ viewerId, comments }: { viewerId: number | null; comments: ReturnType<typeof useComments> }) {
  const { t } = useTranslation('community');
  if (comments.isPending)
    return (
      <div aria-busy="true" className="flex flex-col gap-3">
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-16 w-full" />
      </div>
    );
  if (comments.isError)
    return (
      <ErrorState
        message={t('comments.loadError')}
        onRetry={() => void comments.refetch()}
        retrying={comments.isFetching}
      />
    );
  const all = comments.data.pages.flatMap((page) => page.comments);
  if (all.length === 0) return <EmptyState title={t('comments.empty')} />;
  return (
    <>
      <ol className="flex flex-col divide-y divide-border">
        {all.map((comment) => (
          <CommentItem key={comment.id} comment={comment} viewerId={viewerId} />
        ))}
      </ol>
      {comments.hasNextPage && (
        <Button
          variant="secondary"
          className="self-center"
          loading={comments.isFetchingNextPage}
          onClick={() => void comments.fetchNextPage()}
        >
          {t('comments.more')}
        </Button>
      )}
    </>
  );
}

function Composer({ listId }: { listId: number }) {
  const { t } = useTranslation('community');
  const add = useAddComment(listId);
  return (
    <AfterHydration fallback={<Skeleton className="h-32 w-full" />}>
      <CommentForm mutation={add} submitLabel={t('comments.send')} />
    </AfterHydration>
  );
}

function SignInPrompt() {
  const { t } = useTranslation('community');
  return (
    <p className="flex flex-wrap items-center gap-3 rounded-2xl border border-border bg-surface p-4 text-sm text-fg-muted">
      {t('comments.signInHint')}
      <Link to={paths.login.href()} className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
        {t('comments.signIn')}
      </Link>
    </p>
  );
}
