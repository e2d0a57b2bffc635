import { IMPORT_CHOICES_MAX, type ImportView, type ResolveImportInput } from '@pepites/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { notify } from '../../../components/ui/toast';
import { useResolveImport } from '../api/resolve-import';
import { serverMessage } from '../lib/server-message';
import { AmbiguousRowChoice, SKIP } from './ambiguous-row-choice';

type Choice = ResolveImportInput['choices'][number];

/** Each picked value is `type:providerId` or SKIP; unpicked rows stay for later. */
function toChoices(picked: Record<number, string>): Choice[] {
  return Object.entries(picked)
    .slice(0, IMPORT_CHOICES_MAX)
    .map(([row, value]) => {
      if (value === SKIP) return { row: Number(row), pick: null };
      const [type, ...id] = value.split(':');
      return { row: Number(row), pick: { type: type as 'movie' | 'show', providerId: id.join(':') } };
    });
}

/** The rows several titles could be: the member picks one of them, or skips, and sends their choices. */
export function ImportReview({ view }: { view: ImportView }) {
  const { t } = useTranslation('account-data');
  const resolve = useResolveImport();
  const [picked, setPicked] = useState<Record<number, string>>({});
  const [error, setError] = useState<string | null>(null);
  const rows = view.review.ambiguous;
  if (rows.length === 0) return null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const choices = toChoices(picked);
    if (choices.length === 0) return setError(t('import.review.nothingChosen'));
    setError(null);
    resolve.mutate(
      { importId: view.id, choices },
      {
        onSuccess: () => {
          setPicked({});
          notify.success(t('import.review.saved', { count: choices.length }));
        },
        onError: (cause) => setError(serverMessage(cause) ?? t('import.sendError')),
      },
    );
  };

  return (
    <form aria-labelledby="import-review-title" onSubmit={submit} className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h4 id="import-review-title" className="text-base font-semibold text-fg">
          {t('import.review.title')}
        </h4>
        <p className="text-sm text-fg-muted">{t('import.review.intro')}</p>
      </div>
      {rows.map((row) => (
        <AmbiguousRowChoice
          key={row.row}
          row={row}
          value={picked[row.row] ?? null}
          onChange={(value) => setPicked((current) => ({ ...current, [row.row]: value }))}
        />
      ))}
      {error && (
        <p role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
      <Button type="submit" className="self-start" wrap loading={resolve.isPending}>
        {t('import.review.submit')}
      </Button>
    </form>
  );
}
