import type { AdminList } from '@pepites/contracts';
import { useQuery } from '@tanstack/react-query';
import { Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn, focusRing } from '../../../components/ui/cn';
import { paths } from '../../../config/paths';
import { useDeleteList } from '../api/delete-list';
import { adminListsQueryOptions } from '../api/get-admin-lists';
import { useMakeListPrivate } from '../api/make-list-private';
import { AdminTableFrame, tableClasses as c } from './admin-table-frame';
import { ModerationButton } from './moderation-button';
import type { TableProps } from './table-props';

/** The lists table: name, description, type, items, likes; and moderation (docs/product.md#admin-and-moderation). */
export function ListsTable(props: TableProps) {
  const { t } = useTranslation('admin');
  const lists = useQuery(adminListsQueryOptions(props.query));
  const columns = [
    { label: t('lists.name') },
    { label: t('lists.description') },
    { label: t('lists.type') },
    { label: t('lists.items'), number: true },
    { label: t('lists.likes'), number: true },
    { label: t('lists.creator') },
    { label: t('table.actions') },
  ];
  return (
    <AdminTableFrame
      {...props}
      title={t('lists.title')}
      searchLabel={t('lists.search')}
      columns={columns}
      result={lists}
      isEmpty={lists.data?.lists.length === 0}
    >
      {lists.data?.lists.map((list) => (
        <ListRow key={list.id} list={list} />
      ))}
    </AdminTableFrame>
  );
}

function ListRow({ list }: { list: AdminList }) {
  const { t } = useTranslation('admin');
  const makePrivate = useMakeListPrivate();
  const remove = useDeleteList();
  return (
    <tr>
      <td className={c.td}>
        <Link
          to={paths.listDetails.href(list.id)}
          className={cn('inline-flex items-center gap-1.5 rounded font-medium text-fg hover:underline', focusRing)}
        >
          {list.privacy === 'private' && (
            <Lock
              aria-label={list.held ? t('lists.held') : t('lists.private')}
              className="size-3.5 shrink-0 text-private"
            />
          )}
          {list.title}
        </Link>
      </td>
      <td className={cn(c.td, 'max-w-64 truncate text-fg-muted')} title={list.description}>
        {list.description || '—'}
      </td>
      <td className={c.td}>{list.type ? t(`types.${list.type}`) : '—'}</td>
      <td className={cn(c.td, c.number)}>{list.item_count}</td>
      <td className={cn(c.td, c.number)}>{list.likes}</td>
      <td className={c.td}>{list.creator.user_name}</td>
      <td className={c.td}>
        <div className="flex flex-wrap gap-2">
          {list.privacy === 'public' && (
            <ModerationButton
              label={t('lists.makePrivate')}
              variant="secondary"
              question={t('lists.makePrivateConfirm', { title: list.title })}
              description={t('lists.makePrivateHint')}
              run={() => makePrivate.mutateAsync(list.id)}
              pending={makePrivate.isPending}
            />
          )}
          <ModerationButton
            label={t('lists.delete')}
            question={t('lists.deleteConfirm', { title: list.title })}
            description={t('lists.deleteHint')}
            run={() => remove.mutateAsync(list.id)}
            pending={remove.isPending}
          />
        </div>
      </td>
    </tr>
  );
}
