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
export function LikesTable(props: TableProps) {
  const { t } = useTranslation('admin');
  const likes = useQuery(adminLikesQueryOptions(props.query));
  const columns = [{ label: t('likes.list') }, { label: t('likes.count'), number: true }, { label: t('likes.likers') }];
  return (
    <AdminTableFrame
      {...props}
      title={t('likes.title')}
      searchLabel={t('likes.search')}
      columns={columns}
      result={likes}
      isEmpty={likes.data?.groups.length === 0}
    >
      {likes.data?.groups.map(({ list, likers }) => (
        <tr key={list.id}>
          <td className={c.td}>
            <Link
              to={paths.listDetails.href(list.id)}
              className={cn('rounded font-medium text-fg hover:underline', focusRing)}
            >
              {list.title}
            </Link>
            <span className="block text-xs text-fg-muted">{t('likes.by', { name: list.creator.user_name })}</span>
          </td>
          <td className={cn(c.td, c.number)}>{list.likes}</td>
          <td className={c.td}>
            <ul className="flex flex-wrap gap-x-3 gap-y-1">
              {likers.map((liker) => (
                <li key={liker.id}>
                  <Link
                    to={paths.browseLists.href(liker.id)}
                    className={cn('inline-flex items-center gap-1.5 rounded text-fg hover:underline', focusRing)}
                  >
                    <Avatar name={liker.user_name} src={liker.avatar} size="sm" />
                    {liker.user_name}
                  </Link>
                </li>
              ))}
              {list.likes > likers.length && (
                <li className="self-center text-xs text-fg-muted">
                  {t('likes.more', { count: list.likes - likers.length })}
                </li>
              )}
            </ul>
          </td>
        </tr>
      ))}
    </AdminTableFrame>
  );
}
