import { Heart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { notify } from '../../../components/ui/toast';
import { Tooltip } from '../../../components/ui/tooltip';
import { paths } from '../../../config/paths';
import { useLang } from '../../../hooks/use-lang';
import { useToggleLike } from '../api/toggle-like';
import { useViewer, type Viewer } from './viewer-provider';
import { numberFormat } from '../../../lib/number-format';

interface LikeButtonProps {
  listId: number;
  liked: boolean;
  likes: number;
  className?: string;
}

/**
 * The like button with its count, the heart red when the member likes the list. It turns
 * at once and rolls back if the server refuses. A visitor is offered the login page instead.
 */
export function LikeButton(props: LikeButtonProps) {
  const viewer = useViewer();
  return viewer ? <MemberLikeButton {...props} viewer={viewer} /> : <VisitorLikeLink {...props} />;
}

function useCount(likes: number) {
  const lang = useLang();
  return numberFormat(lang).format(likes);
}

const classes = (className?: string) =>
  buttonClasses({ variant: 'ghost', size: 'sm', className: cn('gap-1.5 px-2.5 tabular-nums', className) });

function MemberLikeButton({ listId, liked, likes, className, viewer }: LikeButtonProps & { viewer: Viewer }) {
  const { t } = useTranslation('lists');
  const toggle = useToggleLike(viewer.id);
  const count = useCount(likes);
  const label = liked ? t('like.unlike') : t('like.like');
  return (
    <Tooltip content={label}>
      <button
        type="button"
        aria-pressed={liked}
        aria-label={`${t('like.label')}, ${t('like.count', { count: likes, formatted: count })}`}
        onClick={() =>
          toggle.mutate({ listId, liked }, { onError: (error) => notify.error(`${t('like.error')} ${error.message}`) })
        }
        className={classes(className)}
      >
        <Heart
          aria-hidden="true"
          className={cn('size-5 transition-colors duration-150', liked ? 'fill-heart text-heart' : 'text-fg-muted')}
        />
        <span aria-hidden="true">{count}</span>
      </button>
    </Tooltip>
  );
}

function VisitorLikeLink({ likes, className }: LikeButtonProps) {
  const { t } = useTranslation('lists');
  const count = useCount(likes);
  return (
    <Tooltip content={t('like.loginHint')}>
      <Link
        to={paths.login.href()}
        aria-label={`${t('like.loginHint')}, ${t('like.count', { count: likes, formatted: count })}`}
        className={classes(className)}
      >
        <Heart aria-hidden="true" className="size-5 text-fg-muted" />
        <span aria-hidden="true">{count}</span>
      </Link>
    </Tooltip>
  );
}
