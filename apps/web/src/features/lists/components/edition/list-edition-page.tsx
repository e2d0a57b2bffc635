import { ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { buttonClasses } from '../../../../components/ui/button';
import { LoadingScreen } from '../../../../components/ui/spinner';
import { paths } from '../../../../config/paths';
import { useDocumentTitle } from '../../../../hooks/use-document-title';
import { useListEditors } from '../../api/editors';
import { useList } from '../../api/get-list';
import { isNotFound, listQueryState } from '../list-query-state';
import { ListEditor } from './list-editor';

export interface ListEditionPageProps {
  listId: number;
  viewerId: number;
  notFound: ReactNode;
}

/**
 * Editing a list: a loading screen, then the draft of the list. The creator edits all of it and may
 * delete it; an accepted editor edits its items only (docs/decisions/038-community.md).
 */
export function ListEditionPage({ listId, viewerId, notFound }: ListEditionPageProps) {
  const { t } = useTranslation('lists');
  const navigate = useNavigate();
  const location = useLocation();
  const { t: tEditors } = useTranslation('editors');
  const detail = useList(listId, viewerId);
  const isCreator = detail.data?.list.creator_id === viewerId;
  const editors = useListEditors(listId, { enabled: detail.data !== undefined && !isCreator });
  useDocumentTitle(
    isNotFound(detail.error)
      ? null
      : detail.data
        ? t('edit.pageTitle', { title: detail.data.list.title })
        : t('detail.loading'),
  );
  // Back where the creator came from; straight to the list's page when this was the first page opened.
  const goBack = () => (location.key === 'default' ? navigate(paths.listDetails.href(listId)) : navigate(-1));

  const pending = listQueryState(detail, { notFound, loading: <LoadingScreen /> });
  if (pending || !detail.data) return pending;
  const { list } = detail.data;
  if (!isCreator && editors.isPending) return <LoadingScreen />;
  const role = isCreator ? 'creator' : editors.data?.role === 'editor' ? 'editor' : null;
  if (!role) {
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
      <h1 className="text-2xl font-bold tracking-tight break-words text-fg sm:text-3xl">
        {t('edit.heading', { title: list.title })}
      </h1>
      {role === 'editor' && (
        <p className="text-sm text-fg-muted">{tEditors('edit.editorHint', { name: list.creator.user_name })}</p>
      )}
      <ListEditor
        list={list}
        role={role}
        onLeave={goBack}
        onDeleted={() => navigate(paths.userLists.href(), { replace: true })}
      />
    </div>
  );
}
