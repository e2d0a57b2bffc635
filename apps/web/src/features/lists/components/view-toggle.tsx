import { LayoutGrid, Table } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import type { ListView } from '../lib/browse-params';

/** The cards/table toggle, two pressed-or-not buttons. */
export function ViewToggle({ view, onChange }: { view: ListView; onChange: (view: ListView) => void }) {
  const { t } = useTranslation('lists');
  const options = [
    { value: 'cards', label: t('view.cards'), Icon: LayoutGrid },
    { value: 'table', label: t('view.table'), Icon: Table },
  ] as const;
  return (
    <div role="group" aria-label={t('view.label')} className="inline-flex gap-1 rounded-xl bg-surface-2 p-1">
      {options.map(({ value, label, Icon }) => (
        <button
          key={value}
          type="button"
          aria-pressed={view === value}
          onClick={() => onChange(value)}
          className={buttonClasses({
            variant: 'ghost',
            size: 'sm',
            className: cn(
              'gap-1.5',
              view === value ? 'bg-surface text-fg shadow-sm hover:bg-surface' : 'text-fg-muted',
            ),
          })}
        >
          <Icon aria-hidden="true" className="size-4" />
          {label}
        </button>
      ))}
    </div>
  );
}
