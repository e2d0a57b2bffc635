import type { ListEditorsResponse } from '@pepites/contracts';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../../components/ui/avatar';
import { contributorsOf } from '../../lib/contributors';

/** Who makes the list: the creator and the accepted editors, each with how many titles they added. */
export function ContributorsStrip({ editors }: { editors: ListEditorsResponse }) {
  const { t } = useTranslation('editors');
  const contributors = contributorsOf(editors);
  return (
    <section aria-labelledby="contributors-title" className="flex flex-col gap-3">
      <h2 id="contributors-title" className="text-sm font-semibold text-fg-muted">
        {t('contributors.title')}
      </h2>
      <ul className="flex flex-wrap gap-3">
        {contributors.map((person) => (
          <li
            key={person.id}
            className="flex items-center gap-2 rounded-full border border-border bg-surface py-1 ps-1 pe-4"
          >
            <Avatar name={person.user_name} src={person.avatar} size="sm" />
            <span className="flex flex-col leading-tight">
              <span className="text-sm font-medium break-all text-fg">
                {person.user_name}
                {person.isCreator && <span className="font-normal text-fg-muted"> · {t('contributors.creator')}</span>}
              </span>
              <span className="text-xs text-fg-muted tabular-nums">
                {t('contributors.added', { count: person.added_items })}
              </span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
