import type { TonightTitle } from '@pepites/contracts';
import { Eye } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../../components/ui/button';
import { cn, focusRing } from '../../../../components/ui/cn';
import { PosterLink } from '../../../../components/ui/poster-link';
import { paths } from '../../../../config/paths';
import { catalogImageUrl } from '../../../../lib/catalog-images';
import { formatRuntime } from '../../../../lib/runtime';
import { titleHref } from '../../lib/title-href';
import { ServiceLogo } from '../service-logo';

interface TonightCardProps {
  title: TonightTitle;
  /** One of the first cards on screen: its poster is fetched at once. */
  priority: boolean;
  onSeen: (title: TonightTitle) => void;
}

/** A title to watch tonight: its poster (to its page), what it is, where it streams, its lists, and "seen". */
export function TonightCard({ title, priority, onSeen }: TonightCardProps) {
  const { t } = useTranslation('availability');
  const facts = [title.year, formatRuntime(title.runtime), t(`types.${title.type}`)].filter(Boolean).join(' · ');
  return (
    <li className="flex min-w-0 flex-col gap-2" data-testid="tonight-title">
      <PosterLink
        title={title.title}
        src={catalogImageUrl(title.poster_path)}
        href={titleHref(title.type, title.provider_id)}
        priority={priority}
      />
      <p className="text-xs text-fg-muted tabular-nums">{facts}</p>
      <ul aria-label={t('tonight.onServices')} className="flex flex-wrap gap-1.5">
        {title.providers.map((provider) => (
          <li
            key={provider.provider_id}
            className="flex max-w-full items-center gap-1.5 rounded-full border border-border bg-surface-2 py-0.5 ps-0.5 pe-2 text-xs font-medium text-fg"
          >
            <ServiceLogo provider={provider} size="xs" className="rounded-full" />
            <span className="truncate">{provider.provider_name}</span>
          </li>
        ))}
      </ul>
      {title.lists.length > 0 && (
        <p className="text-xs break-words text-fg-muted">
          {t('tonight.from')}{' '}
          {title.lists.map((list, index) => (
            <span key={list.id}>
              {index > 0 && ', '}
              <Link
                to={paths.listDetails.href(list.id)}
                className={cn('rounded text-fg underline-offset-4 hover:text-accent hover:underline', focusRing)}
              >
                {list.title}
              </Link>
            </span>
          ))}
        </p>
      )}
      <Button
        variant="secondary"
        size="sm"
        wrap
        className="mt-auto"
        aria-label={t('tonight.markSeenTitle', { title: title.title })}
        onClick={() => onSeen(title)}
      >
        <Eye aria-hidden="true" className="size-4" />
        {t('tonight.markSeen')}
      </Button>
    </li>
  );
}
