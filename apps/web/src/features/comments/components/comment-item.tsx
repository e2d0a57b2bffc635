import type { Comment } from '@pepites/contracts';
import { Pencil } from 'lucide-react';
import { lazy, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AfterHydration } from '../../../components/ui/after-hydration';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { cn, focusRing } from '../../../components/ui/cn';
import { paths } from '../../../config/paths';
import { useLang } from '../../../hooks/use-lang';
import { useEditComment } from '../api/comment-mutations';
import { CommentBody } from './comment-body';
import { DeleteCommentButton } from './delete-comment-button';
import { ReportCommentDialog } from './report-comment-dialog';

const CommentForm = lazy(() => import('./comment-form'));

/** The same day on the server and in the browser, whatever their time zones. */
function commentDate(lang: string, iso: string): string {
  return new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(iso));
}

/** One comment: its author (a link to their lists), its date, its text, and what the reader may do with it. */
export function CommentItem({ comment, viewerId }: { comment: Comment; viewerId: number | null }) {
  const { t } = useTranslation('community');
  const lang = useLang();
  const [editing, setEditing] = useState(false);
  const { author } = comment;
  const editButton = useRef<HTMLButtonElement>(null);
  const [wasEditing, setWasEditing] = useState(false);
  // Leaving the edit (saved or not) gives the focus back to the Edit button rather than the page.
  useEffect(() => {
    if (wasEditing && !editing) editButton.current?.focus();
  }, [editing, wasEditing]);
  return (
    <li className="flex gap-3 py-4">
      <Avatar name={author.user_name} src={author.avatar} size="sm" />
      <article
        className="flex min-w-0 flex-1 flex-col gap-1.5"
        aria-label={t('comments.by', { name: author.user_name })}
      >
        <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
          <Link
            to={paths.browseLists.href(author.id)}
            className={cn('rounded font-semibold text-fg hover:underline', focusRing)}
          >
            {author.user_name}
          </Link>
          <time dateTime={comment.created_at} className="text-xs text-fg-muted">
            {commentDate(lang, comment.created_at)}
          </time>
          {comment.edited_at && <span className="text-xs text-fg-muted">{t('comments.edited')}</span>}
        </p>
        {editing ? (
          <EditComment comment={comment} onDone={() => setEditing(false)} />
        ) : (
          <CommentBody body={comment.body} spoiler={comment.spoiler} />
        )}
        {!editing && (
          <div className="-ms-3 flex flex-wrap gap-1">
            {comment.can_edit && (
              <Button
                ref={editButton}
                variant="ghost"
                size="sm"
                onClick={() => {
                  setEditing(true);
                  setWasEditing(true);
                }}
              >
                <Pencil aria-hidden="true" className="size-4" />
                {t('comments.editButton')}
              </Button>
            )}
            {comment.can_delete && <DeleteCommentButton listId={comment.list_id} commentId={comment.id} />}
            {viewerId !== null && viewerId !== author.id && (
              <ReportCommentDialog commentId={comment.id} author={author.user_name} />
            )}
          </div>
        )}
      </article>
    </li>
  );
}

function EditComment({ comment, onDone }: { comment: Comment; onDone: () => void }) {
  const { t } = useTranslation('community');
  const edit = useEditComment(comment.list_id, comment.id);
  return (
    <AfterHydration fallback={null}>
      <CommentForm
        mutation={edit}
        initial={{ body: comment.body, spoiler: comment.spoiler }}
        submitLabel={t('comments.save')}
        onCancel={onDone}
        onSaved={onDone}
      />
    </AfterHydration>
  );
}
