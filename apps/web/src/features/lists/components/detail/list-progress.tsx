import { useTranslation } from 'react-i18next';
import { ProgressRing } from '../../../../components/ui/progress-ring';
import { useLang } from '../../../../hooks/use-lang';
import { numberFormat } from '../../../../lib/number-format';

/** The signed-in member's progress on the list, a ring of 100 px. */
export function ListProgress({ percentage }: { percentage: number }) {
  const { t } = useTranslation('lists');
  const lang = useLang();
  const text = numberFormat(lang, 'percent').format(percentage / 100);
  return (
    <section
      aria-labelledby="list-progress-title"
      className="flex items-center gap-4 rounded-2xl border border-border bg-surface p-5"
    >
      <ProgressRing value={percentage} label={t('progress.label')} valueText={text} />
      <div className="flex flex-col gap-1">
        <h2 id="list-progress-title" className="text-lg font-semibold text-fg">
          {t('progress.title')}
        </h2>
        <p className="text-sm text-fg-muted">{percentage === 100 ? t('progress.done') : t('progress.hint')}</p>
      </div>
    </section>
  );
}
