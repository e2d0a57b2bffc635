import { LIST_TYPES, type ListSort, type ListType } from '@pepites/contracts';
import { SlidersHorizontal } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { Field } from '../../../../components/ui/field';
import { Select } from '../../../../components/ui/select';
import type { useBrowseParams } from '../../hooks/use-browse-params';
import { sortsFor } from '../../lib/browse-params';
import { TagPicker } from '../create-list/tag-picker';

const ALL = 'all';

/**
 * "Add filters" reveals the type and tag selects; the panel starts open when the address
 * already carries a type or tags. The sort select stays in view.
 */
export function BrowseFilters({ browse }: { browse: ReturnType<typeof useBrowseParams> }) {
  const { t } = useTranslation('lists');
  const { params } = browse;
  const panelId = useId();
  const [open, setOpen] = useState(params.type !== undefined || params.tags.length > 0);
  const typeOptions = [
    { value: ALL, label: t('browse.allTypes') },
    ...LIST_TYPES.map((type) => ({ value: type, label: t(`type.${type}`) })),
  ];
  const sortOptions = sortsFor(params.title).map((sort) => ({ value: sort, label: t(`browse.sort.${sort}`) }));
  const active = (params.type ? 1 : 0) + params.tags.length;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end gap-3">
        <Button
          variant="secondary"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((shown) => !shown)}
        >
          <SlidersHorizontal aria-hidden="true" className="size-4" />
          {open ? t('browse.hideFilters') : t('browse.addFilters')}
          {active > 0 && (
            <span className="rounded-full bg-accent px-2 text-xs text-accent-fg tabular-nums">{active}</span>
          )}
        </Button>
        <Field label={t('browse.sort.label')} className="w-48">
          <Select
            options={sortOptions}
            value={params.sort}
            onValueChange={(sort) => browse.setSort(sort as ListSort)}
          />
        </Field>
      </div>
      <div
        id={panelId}
        hidden={!open}
        className="grid grid-cols-1 gap-4 rounded-2xl border border-border bg-surface p-4 sm:grid-cols-2"
      >
        {open && (
          <>
            <Field label={t('browse.type')}>
              <Select
                options={typeOptions}
                value={params.type ?? ALL}
                onValueChange={(type) => browse.setType(type === ALL ? undefined : (type as ListType))}
              />
            </Field>
            <TagPicker label={t('browse.tags')} value={params.tags} onAdd={browse.addTag} onRemove={browse.removeTag} />
          </>
        )}
      </div>
    </div>
  );
}
