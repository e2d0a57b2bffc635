import { ShieldAlert, Trash2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button, buttonClasses } from '../../../../components/ui/button';
import { LoadingScreen } from '../../../../components/ui/spinner';
import { paths } from '../../../../config/paths';
import { useDocumentTitle } from '../../../../hooks/use-document-title';
import { useList } from '../../api/get-list';
import { DeleteListDialog } from '../list-card-menu';
import { isNotFound, listQueryState } from '../list-query-state';
import { ListEditionForm } from './list-edition-form';
import { ListItemsEditor } from './list-items-editor';

export interface ListEditionPageProps {
  listId: number;
  viewerId: number;
  notFound: ReactNode;
}

/** SPEC §2 List edition (the creator only): a loading screen, then the form and the items. */
export function ListEditionPage({ listId, viewerId, notFound }: ListEditionPageProps) {
  const { t } = useTranslation('lists');
  const navigate = useNavigate();
  const location = useLocation();
  const [deleting, setDeleting] = useState(false);
  const detail = useList(listId, viewerId);
  useDocumentTitle(isNotFound(detail.error) ? null : detail.data ? t('edit.pageTitle', { title: detail.data.list.title }) : t('detail.loading'));
  // Back where the creator came from; straight to the list's page when this was the first page opened.
  const goBack = () => (location.key === 'default' ? navigate(paths.listDetails.href(listId)) : navigate(-1));

  const pending = listQueryState(detail, { notFound, loading: <LoadingScreen /> });
  if (pending || !detail.data) return pending;
  const { list } = detail.data;
  if (list.creator_id !== viewerId) {
    return (
      <div role="alert" className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center">
        <ShieldAlert aria-hidden="true" className="size-12 text-danger" />
        <h1 className="text-2xl font-bold text-fg">{t('edit.forbiddenTitle')}</h1>
        <p className="text-fg-muted">{t('edit.forbidden')}</p>
        <Link to={paths.listDetails.href(list.id)} className={buttonClasses()}>
          {t('edit.seeList')}
        </Link>
      </div>
    );
  }
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-bold tracking-tight break-words text-fg sm:text-3xl">{t('edit.heading', { title: list.title })}</h1>
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-2">
        <div className="flex flex-col gap-6">
          <ListEditionForm list={list} onCancel={goBack} onSaved={goBack} />
          <div className="flex flex-col items-start gap-2 rounded-2xl border border-danger/40 p-5">
            <h2 className="font-semibold text-fg">{t('edit.dangerTitle')}</h2>
            <p className="text-sm text-fg-muted">{t('edit.dangerHint')}</p>
            <Button variant="danger" onClick={() => setDeleting(true)}>
              <Trash2 aria-hidden="true" className="size-4" />
              {t('card.delete')}
            </Button>
            <DeleteListDialog list={list} open={deleting} onOpenChange={setDeleting} onDeleted={() => navigate(paths.userLists.href(), { replace: true })} />
          </div>
        </div>
        <ListItemsEditor list={list} />
      </div>
    </div>
  );
}
