import type { ListSummary } from '@pepites/contracts';
import { Heart, Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn, focusRing } from '../../../components/ui/cn';
import { paths } from '../../../config/paths';
import { useLang } from '../../../hooks/use-lang';
import { ListTypeIcon, listTypeKey } from './list-type-icon';
import { numberFormat } from '../../../lib/number-format';

/**
 * The table view: name, description, type, items and likes. The name is the row's link and
 * stretches over the whole row, so a click anywhere opens the list and the keyboard has one stop per row.
 */
export function ListTable({ lists, caption }: { lists: readonly ListSummary[]; caption: string }) {
  const { t } = useTranslation('lists');
  const lang = useLang();
  const format = numberFormat(lang);
  const head = 'px-3 py-3 text-start text-xs font-semibold tracking-wide text-fg-muted uppercase';
  return (
    <div className="overflow-x-auto rounded-2xl border border-border bg-surface">
      <table className="w-full min-w-[40rem] border-collapse text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-border bg-surface-2">
          <tr>
            <th scope="col" className={head}>
              {t('table.name')}
            </th>
            <th scope="col" className={head}>
              {t('table.description')}
            </th>
            <th scope="col" className={head}>
              {t('table.type')}
            </th>
            <th scope="col" className={cn(head, 'text-end')}>
              {t('table.items')}
            </th>
            <th scope="col" className={cn(head, 'text-end')}>
              {t('table.likes')}
            </th>
          </tr>
        </thead>
        <tbody>
          {lists.map((list) => (
            <tr
              key={list.id}
              className="relative border-b border-border last:border-b-0 hover:bg-surface-2 has-[a:focus-visible]:bg-surface-2"
            >
              <th scope="row" className="px-3 py-3 text-start font-semibold text-fg">
                <Link
                  to={paths.listDetails.href(list.id)}
                  className={cn(
                    'rounded before:absolute before:inset-0 before:content-[""] hover:text-accent',
                    focusRing,
                  )}
                >
                  {list.title}
                </Link>
                {list.privacy === 'private' && (
                  <span className="ms-2 inline-flex items-center gap-1 text-xs font-medium text-private">
                    <Lock aria-hidden="true" className="size-3" />
                    {t('privacy.private')}
                  </span>
                )}
              </th>
              <td className="max-w-xs px-3 py-3 text-fg-muted">
                <span className="line-clamp-2">{list.description}</span>
              </td>
              <td className="px-3 py-3 whitespace-nowrap text-fg">
                <span className="inline-flex items-center gap-2">
                  <ListTypeIcon type={list.type} labelled={false} className="size-4 text-accent" />
                  {t(`type.${listTypeKey(list.type)}`)}
                </span>
              </td>
              <td className="px-3 py-3 text-end text-fg tabular-nums">{format.format(list.item_count)}</td>
              <td className="px-3 py-3 text-end text-fg tabular-nums">
                <span className="inline-flex items-center gap-1">
                  <Heart
                    aria-hidden="true"
                    className={cn('size-4', list.liked ? 'fill-heart text-heart' : 'text-fg-muted')}
                  />
                  {format.format(list.likes)}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
