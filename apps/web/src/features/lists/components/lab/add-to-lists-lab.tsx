import { FlaskConical } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Poster } from '../../../../components/ui/poster';
import { useDocumentTitle } from '../../../../hooks/use-document-title';
import { useListCount } from '../../api/get-list-count';
import { posterUrl } from '../../lib/content-links';
import { AddToListsButton } from '../add-to-lists/add-to-lists-button';
import { MediaTypeIcon } from '../list-type-icon';
import { DEMO_TITLES } from './demo-titles';

type DemoTitle = (typeof DEMO_TITLES)[number];

/** /lab/add-to-lists: the add-to-lists control on a few real titles, for tests and reviews (not in the navigation). */
export function AddToListsLab() {
  const { t } = useTranslation('lists');
  useDocumentTitle(t('lab.title'));
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6">
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-semibold tracking-tight text-fg">{t('lab.title')}</h1>
        <p className="flex max-w-3xl gap-2 rounded-lg bg-accent-soft p-3 text-sm text-fg">
          <FlaskConical aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent" />
          {t('lab.intro')}
        </p>
      </div>
      <ul className="grid grid-cols-2 gap-6 sm:grid-cols-3 lg:grid-cols-6">
        {DEMO_TITLES.map((item) => (
          <li key={`${item.type}:${item.provider_id}`}>
            <DemoTitleCard item={item} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function DemoTitleCard({ item }: { item: DemoTitle }) {
  const { t } = useTranslation('lists');
  const count = useListCount(item.provider_id, item.type);
  return (
    <article aria-label={item.title} className="flex h-full flex-col gap-2">
      <Poster title={item.title} src={posterUrl(item.poster_path ?? null)} icon={<MediaTypeIcon type={item.type} />} />
      <h2 className="line-clamp-2 text-sm font-medium text-fg" title={item.title}>
        {item.title}
      </h2>
      <p className="text-xs text-fg-muted">
        {t(`media.${item.type}`)}
        {item.year ? ` · ${item.year}` : ''}
        {count.data !== undefined && ` · ${t('lab.inLists', { count: count.data })}`}
      </p>
      <AddToListsButton item={item} className="mt-auto w-full" />
    </article>
  );
}
