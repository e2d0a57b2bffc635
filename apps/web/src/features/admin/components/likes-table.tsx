import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';
import { cn, focusRing } from '../../../components/ui/cn';
import { paths } from '../../../config/paths';
import { adminLikesQueryOptions } from '../api/get-admin-likes';
import { AdminTableFrame, tableClasses as c } from './admin-table-frame';
import type { TableProps } from './table-props';

/** The likes table: liked lists, most liked first, each with the members who liked it. */
export function LikesTable({ query, onSearch, hrefForPage }: TableProps) {
  const { t } = useTranslation('admin');
  const likes = useQuery(adminLikesQueryOptions(query));
  return (
    <AdminTableFrame title={t('likes.title')} searchLabel={t('likes.search')} q={query.q} onSearch={onSearch} page={query.page} hrefForPage={hrefForPage} query={likes} isEmpty={likes.data?.groups.length === 0}>
      <table className={c.table}>
        <caption className="sr-only">{t('likes.title')}</caption>
        <thead className={c.head}>
          <tr>
            <th className={c.th}>{t('likes.list')}</th>
            <th className={cn(c.th, c.number)}>{t('likes.count')}</th>
            <th className={c.th}>{t('likes.likers')}</th>
          </tr>
        </thead>
        <tbody>
          {likes.data?.groups.map(({ list, likers }) => (
            <tr key={list.id}>
              <td className={c.td}>
                <Link to={paths.listDetails.href(list.id)} className={cn('rounded font-medium text-fg hover:underline', focusRing)}>
                  {list.title}
                </Link>
                <span className="block text-xs text-fg-muted">{t('likes.by', { name: list.creator.user_name })}</span>
              </td>
              <td className={cn(c.td, c.number)}>{list.likes}</td>
              <td className={c.td}>
                <ul className="flex flex-wrap gap-x-3 gap-y-1">
                  {likers.map((liker) => (
                    <li key={liker.id}>
                      <Link to={paths.browseLists.href(liker.id)} className={cn('inline-flex items-center gap-1.5 rounded text-fg hover:underline', focusRing)}>
                        <Avatar name={liker.user_name} src={liker.avatar} size="sm" />
                        {liker.user_name}
                      </Link>
                    </li>
                  ))}
                  {list.likes > likers.length && <li className="self-center text-xs text-fg-muted">{t('likes.more', { count: list.likes - likers.length })}</li>}
                </ul>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </AdminTableFrame>
  );
}
