import type { ImportAmbiguousRow } from '@pepites/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../components/ui/cn';
import { rowLabel } from '../lib/row-label';

/** The radio value of "skip this title" (a candidate's is `type:providerId`). */
export const SKIP = 'skip';

interface AmbiguousRowChoiceProps {
  row: ImportAmbiguousRow;
  value: string | null;
  onChange: (value: string) => void;
}

/** One ambiguous row: its title as the file wrote it, then a radio per candidate and one to skip it. */
export function AmbiguousRowChoice({ row, value, onChange }: AmbiguousRowChoiceProps) {
  const { t } = useTranslation('account-data');
  const name = useId();
  const details = [
    row.lists.length > 0 ? t('import.review.goesInto', { lists: row.lists.join(', ') }) : null,
    row.watched ? t('import.review.watched') : null,
  ].filter(Boolean);
  const options = [
    ...row.candidates.map((candidate) => ({
      value: `${candidate.type}:${candidate.providerId}`,
      label: `${rowLabel(candidate)} · ${t(`import.review.types.${candidate.type}`)}`,
    })),
    { value: SKIP, label: t('import.review.skip') },
  ];
  return (
    <fieldset className="flex flex-col gap-2 rounded-xl border border-border p-3">
      <legend className="px-1 font-medium break-words text-fg">{rowLabel(row)}</legend>
      {details.length > 0 && <p className="text-sm text-fg-muted">{details.join(' · ')}</p>}
      {options.map((option) => (
        <label
          key={option.value}
          className={cn(
            'flex min-h-10 cursor-pointer items-center gap-3 rounded-lg px-2 text-sm text-fg hover:bg-surface-2',
            'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
            option.value === SKIP && 'text-fg-muted',
          )}
        >
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
            className="size-4 shrink-0 accent-accent"
          />
          <span className="break-words">{option.label}</span>
        </label>
      ))}
    </fieldset>
  );
}
