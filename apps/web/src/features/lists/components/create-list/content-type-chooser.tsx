import { Clapperboard, Headphones, Info, PlaySquare, Tv } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn, focusRing } from '../../../../components/ui/cn';
import { Dialog } from '../../../../components/ui/dialog';
import { paths } from '../../../../config/paths';

interface ContentTypeChooserProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The list just created: its page is offered too. */
  listId: number | null;
}

/**
 * What to add first: movie, tv, youtube or podcast, each opening its search page, where every result
 * has its "Add to a list" button: the dialog says so, since that is the next step.
 */
export function ContentTypeChooser({ open, onOpenChange, listId }: ContentTypeChooserProps) {
  const { t } = useTranslation('lists');
  const choices = [
    { key: 'movie', href: paths.moviesSearch.href(), Icon: Clapperboard },
    { key: 'show', href: paths.showsSearch.href(), Icon: Tv },
    { key: 'youtube', href: paths.youtubeSearch.href(), Icon: PlaySquare },
    { key: 'podcast', href: paths.podcastsSearch.href(), Icon: Headphones },
  ] as const;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('chooser.title')}
      description={t('chooser.description')}
      size="md"
    >
      <div className="flex flex-col gap-4">
        <ul className="grid grid-cols-2 gap-3">
          {choices.map(({ key, href, Icon }) => (
            <li key={key}>
              <Link
                to={href}
                onClick={() => onOpenChange(false)}
                className={cn(
                  'flex min-h-24 flex-col items-center justify-center gap-2 rounded-xl border border-border bg-surface-2 p-3 text-center font-medium text-fg hover:border-accent hover:text-accent',
                  focusRing,
                )}
              >
                <Icon aria-hidden="true" className="size-7 text-accent" />
                {t(`chooser.${key}`)}
              </Link>
            </li>
          ))}
        </ul>
        <p className="flex gap-2 rounded-lg bg-accent-soft p-3 text-sm text-fg">
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent" />
          {t('chooser.hint')}
        </p>
        {listId !== null && (
          <Link
            to={paths.listDetails.href(listId)}
            onClick={() => onOpenChange(false)}
            className={cn(
              'self-center rounded text-sm font-medium text-accent underline underline-offset-4',
              focusRing,
            )}
          >
            {t('chooser.openList')}
          </Link>
        )}
      </div>
    </Dialog>
  );
}
