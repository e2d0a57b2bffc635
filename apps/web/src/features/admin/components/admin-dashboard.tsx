import type { AdminView } from '@pepites/contracts';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { adminSearch, parseAdminParams, type AdminParams } from '../lib/admin-params';
import { BadgesTable } from './badges-table';
import { CheckBadgesButton } from './check-badges-button';
import { CommentReportsTable } from './comment-reports-table';
import { CreateBadgeDialog } from './create-badge-dialog';
import { LikesTable } from './likes-table';
import { ListsTable } from './lists-table';
import { ModerationLog } from './moderation-log';
import { OutboxList } from './outbox-list';
import { StatCards } from './stat-cards';
import type { TableProps } from './table-props';
import { UsersTable } from './users-table';

const TABLES = { 1: UsersTable, 2: ListsTable, 3: LikesTable } as const;

/**
 * The admin dashboard: the stat cards select one of four tables (lists by default); the badge check
 * and creation; then, beyond the original product, the reported comments, the moderation log and the outbox. The view, its
 * page and its search live in the address, so reload and back keep them.
 */
export function AdminDashboard() {
  const { t } = useTranslation('admin');
  const [searchParams, setSearchParams] = useSearchParams();
  const params = parseAdminParams(searchParams);
  const go = (next: AdminParams) =>
    setSearchParams(new URLSearchParams(adminSearch(next)), { preventScrollReset: true });
  const select = (view: AdminView) => go({ view, page: 1, q: '' });
  const tableProps: TableProps = {
    query: { page: params.page, q: params.q },
    onSearch: (q) => go({ ...params, page: 1, q }),
    hrefForPage: (page) => adminSearch({ ...params, page }) || '?',
  };
  const Table = params.view === 4 ? null : TABLES[params.view];
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-8 px-4 py-8 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-semibold tracking-tight text-fg">{t('title')}</h1>
        <div className="flex flex-wrap gap-2">
          <CheckBadgesButton />
          <CreateBadgeDialog />
        </div>
      </div>
      <StatCards view={params.view} onSelect={select} />
      {Table ? <Table key={params.view} {...tableProps} /> : <BadgesTable />}
      <CommentReportsTable />
      <section aria-labelledby="admin-moderation" className="flex flex-col gap-3">
        <h2 id="admin-moderation" className="text-xl font-semibold text-fg">
          {t('moderation.title')}
        </h2>
        <ModerationLog />
      </section>
      <section aria-labelledby="admin-outbox" className="flex flex-col gap-3">
        <h2 id="admin-outbox" className="text-xl font-semibold text-fg">
          {t('outbox.title')}
        </h2>
        <p className="text-sm text-fg-muted">{t('outbox.hint')}</p>
        <OutboxList />
      </section>
    </div>
  );
}
