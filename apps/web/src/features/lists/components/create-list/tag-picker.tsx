import { LIST_TAGS_MAX, type TagName } from '@pepites/contracts';
import { X } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../../components/ui/cn';
import { IconButton } from '../../../../components/ui/icon-button';
import { Select } from '../../../../components/ui/select';
import { useLang } from '../../../../hooks/use-lang';
import { tagLabelOf, tagOptions } from '../../lib/tags';

export interface TagPickerProps {
  label: string;
  value: readonly TagName[];
  onAdd: (tag: TagName) => void;
  onRemove: (tag: TagName) => void;
  /** A message already translated, shown under the picker. */
  error?: string;
  max?: number;
  className?: string;
}

/**
 * The 40 tags of the catalogue in the current language; a chosen tag becomes a removable chip and
 * leaves the choices, so the same tag cannot be added twice.
 */
export function TagPicker({ label, value, onAdd, onRemove, error, max = LIST_TAGS_MAX, className }: TagPickerProps) {
  const { t } = useTranslation('lists');
  const lang = useLang();
  const labelId = useId();
  const errorId = useId();
  const full = value.length >= max;
  const options = tagOptions(lang).filter((option) => !value.includes(option.value));
  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <span id={labelId} className="text-sm font-medium text-fg">
        {label}
      </span>
      <Select
        aria-label={label}
        options={options}
        value=""
        onValueChange={(tag) => {
          if (!value.includes(tag as TagName)) onAdd(tag as TagName);
        }}
        placeholder={full ? t('tags.full', { count: max }) : t('tags.placeholder')}
        disabled={full}
      />
      {value.length > 0 && (
        <ul aria-labelledby={labelId} className="flex flex-wrap gap-2">
          {value.map((tag) => (
            <li
              key={tag}
              className="inline-flex items-center gap-1 rounded-full bg-accent-soft ps-3 text-sm font-medium text-fg"
            >
              {tagLabelOf(tag, lang)}
              <IconButton
                variant="inset"
                label={t('tags.remove', { tag: tagLabelOf(tag, lang) })}
                icon={<X />}
                onClick={() => onRemove(tag)}
                className="size-9 rounded-full hover:bg-surface-3"
              />
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p id={errorId} role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
