import type { ListDetail } from '@pepites/contracts';
import { Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '../../../../components/ui/avatar';
import { Button } from '../../../../components/ui/button';
import { cn, focusRing } from '../../../../components/ui/cn';
import { paths } from '../../../../config/paths';
import { useLang } from '../../../../hooks/use-lang';
import { tagLabel } from '../../lib/tags';
import { LikersDialog } from '../likers-dialog';

const LIKERS_SHOWN = 8;

/** The description, the tags in the current language and the likers (their dialog from one like). */
export function ListDetailsPanel({ list }: { list: ListDetail }) {
  const { t } = useTranslation('lists');
  const lang = useLang();
  const sectionTitle = 'text-sm font-semibold tracking-wide text-fg-muted uppercase';
  return (
    <section
      aria-labelledby="list-details-title"
      className="flex flex-col gap-5 rounded-2xl border border-border bg-surface p-5"
    >
      <h2 id="list-details-title" className="text-lg font-semibold text-fg">
        {t('detail.details')}
      </h2>
      <div className="flex flex-col gap-2">
        <h3 className={sectionTitle}>{t('detail.description')}</h3>
        <p className="whitespace-pre-line text-fg">
          {list.description ? t('quote', { text: list.description }) : t('detail.noDescription')}
        </p>
      </div>
      <div className="flex flex-col gap-2">
        <h3 className={sectionTitle}>{t('detail.tags')}</h3>
        {list.tags.length > 0 ? (
          <ul className="flex flex-wrap gap-2">
            {list.tags.map((tag) => (
              <li key={tag.name} className="rounded-full bg-accent-soft px-3 py-1 text-sm font-medium text-fg">
                {tagLabel(tag, lang)}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-fg-muted">{t('detail.noTags')}</p>
        )}
      </div>
      <div className="flex flex-col gap-3">
        <h3 className={sectionTitle}>{t('detail.likes', { count: list.likes })}</h3>
        {list.likes === 0 ? (
          <p className="text-sm text-fg-muted">{t('detail.noLikes')}</p>
        ) : (
          <>
            <ul className="flex flex-wrap gap-2">
              {list.liked_by.slice(0, LIKERS_SHOWN).map((liker) => (
                <li key={liker.id}>
                  <Link
                    to={paths.browseLists.href(liker.id)}
                    className={cn(
                      'flex min-h-10 items-center gap-2 rounded-full border border-border py-1 ps-1 pe-3 text-sm text-fg hover:border-accent',
                      focusRing,
                    )}
                  >
                    <Avatar name={liker.user_name} src={liker.avatar} size="sm" />
                    {liker.user_name}
                  </Link>
                </li>
              ))}
            </ul>
            <LikersDialog
              listId={list.id}
              likes={list.likes}
              trigger={
                <Button variant="secondary" size="sm" className="self-start">
                  <Users aria-hidden="true" className="size-4" />
                  {t('detail.seeLikers', { count: list.likes })}
                </Button>
              }
            />
          </>
        )}
      </div>
    </section>
  );
}
