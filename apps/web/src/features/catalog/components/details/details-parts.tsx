import type { CastMember, Genre, MediaType } from '@pepites/contracts';
import { ExternalLink, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../../components/ui/empty-state';
import { Poster } from '../../../../components/ui/poster';
import { Skeleton } from '../../../../components/ui/skeleton';
import { catalogImageUrl } from '../../../../lib/catalog-images';
import { useListCount } from '../../api/get-list-count';
import { useCatalogSlots } from '../catalog-slots';

interface DetailsHeroProps {
  title: string;
  posterPath: string | null;
  year: string;
  genres: Genre[];
  /** Short facts under the title (runtime, seasons…). */
  facts: string[];
  actions: ReactNode;
  type: 'movie' | 'show' | 'youtube';
}

/** The top of a details page: the poster, the title with its year, genres as chips, the actions. */
export function DetailsHero({ title, posterPath, year, genres, facts, actions, type }: DetailsHeroProps) {
  const slots = useCatalogSlots();
  return (
    <div className="flex flex-col gap-6 sm:flex-row sm:items-end">
      <div className="w-40 shrink-0 sm:w-56">
        <Poster
          title={title}
          src={catalogImageUrl(posterPath)}
          icon={slots.typeIcon(type)}
          className="shadow-lg"
          priority
        />
      </div>
      <div className="flex min-w-0 flex-col gap-3">
        <h1 className="text-3xl font-extrabold tracking-tight text-balance text-fg sm:text-4xl">
          {title} {year && <span className="font-semibold text-fg-muted">({year})</span>}
        </h1>
        {facts.filter(Boolean).length > 0 && (
          <p className="text-sm text-fg-muted">{facts.filter(Boolean).join(' · ')}</p>
        )}
        {genres.length > 0 && (
          <ul className="flex flex-wrap gap-2">
            {genres.map((genre) => (
              <li key={genre.id} className="rounded-full bg-accent-soft px-3 py-1 text-xs font-medium text-fg">
                {genre.name}
              </li>
            ))}
          </ul>
        )}
        <div className="flex flex-wrap items-center gap-3">{actions}</div>
      </div>
    </div>
  );
}

/** "In 3 lists" or "Not in any list yet"; undefined while the count loads. */
/** An underlined link out of the site, opened in a new tab, as screen readers are told. */
export function NewTabTextLink({ href, children }: { href: string; children: ReactNode }) {
  const { t } = useTranslation('details');
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex items-center gap-1 underline hover:text-fg"
    >
      {children}
      <ExternalLink aria-hidden="true" className="size-3" />
      <span className="sr-only">{t('newTab')}</span>
    </a>
  );
}

export function useListsCountText(providerId: string, type: MediaType): string | undefined {
  const { t } = useTranslation('details');
  const count = useListCount(providerId, type);
  if (count.data === undefined) return undefined;
  return count.data ? t('lists.count', { count: count.data }) : t('lists.none');
}

const isKnown = (value: ReactNode) => value !== '' && value !== null && value !== undefined && value !== false;

/** Label and value pairs; a fact with no value is left out rather than shown as a dash. */
export function FactsList({ facts }: { facts: Array<[label: string, value: ReactNode]> }) {
  const known = facts.filter(([, value]) => isKnown(value));
  if (known.length === 0) return null;
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[max-content_1fr]">
      {known.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-sm font-semibold text-fg">{label}</dt>
          <dd className="text-sm text-fg-muted">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The cast: a photo or the initial, the name and the character. The department the movie database
 * gives ("Acting") is in English whatever the language, and the same for every actor: not shown.
 */
export function CastGrid({ cast }: { cast: CastMember[] }) {
  const { t } = useTranslation('details');
  if (cast.length === 0) return <EmptyState icon={<UserRound />} title={t('cast.empty')} />;
  return (
    <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-6">
      {cast.map((member, index) => {
        const photo = catalogImageUrl(member.profile_path, 185);
        return (
          // Names from a public dataset have no person id; the order tells two namesakes apart.
          <li
            key={`${member.id ?? member.name}-${member.character ?? ''}-${index}`}
            className="flex flex-col items-center gap-2 rounded-xl border border-border bg-surface p-3 text-center"
          >
            {photo ? (
              <img src={photo} alt="" loading="lazy" className="size-20 rounded-full object-cover" />
            ) : (
              <span
                aria-hidden="true"
                className="flex size-20 items-center justify-center rounded-full bg-surface-2 text-2xl font-bold text-fg-muted"
              >
                {[...member.name][0]?.toLocaleUpperCase()}
              </span>
            )}
            <span className="text-sm font-semibold text-fg">{member.name}</span>
            {member.character && <span className="text-xs text-fg-muted">{member.character}</span>}
          </li>
        );
      })}
    </ul>
  );
}

/** Shaped like the page while its first load runs. */
export function DetailsSkeleton() {
  return (
    <div className="flex flex-col gap-6 sm:flex-row sm:items-end" aria-hidden="true">
      <Skeleton className="aspect-[2/3] w-40 rounded-xl sm:w-56" />
      <div className="flex flex-1 flex-col gap-3">
        <Skeleton className="h-9 w-2/3" />
        <Skeleton className="h-4 w-1/3" />
        <Skeleton className="h-10 w-48" />
      </div>
    </div>
  );
}
