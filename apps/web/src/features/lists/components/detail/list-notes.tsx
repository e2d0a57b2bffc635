import type { ListDetail } from '@pepites/contracts';
import { useTranslation } from 'react-i18next';

/** Beyond the original product: the creator's notes on items, in full (the cards show their first lines). */
export function ListNotes({ list }: { list: ListDetail }) {
  const { t } = useTranslation('lists');
  const annotated = list.content.filter((item) => item.note);
  if (annotated.length === 0) return null;
  return (
    <section
      aria-labelledby="list-notes-title"
      className="flex flex-col gap-3 rounded-2xl border border-border bg-surface p-5"
    >
      <h2 id="list-notes-title" className="text-lg font-semibold text-fg">
        {t('detail.notes', { name: list.creator.user_name })}
      </h2>
      <dl className="flex flex-col gap-3">
        {annotated.map((item) => (
          <div key={item.id} className="flex flex-col gap-0.5">
            <dt className="font-medium text-fg">{item.title}</dt>
            <dd className="text-sm whitespace-pre-line text-fg-muted italic">{t('quote', { text: item.note })}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
