import { PAGE_WINDOW } from '@pepites/contracts';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from './button';
import { cn } from './cn';

/**
 * The page numbers to show: all of them under `size` pages; otherwise `size` numbers in a
 * window that follows the current page, the first ones while the page is below 7 (for 10).
 */
export function pageWindow(page: number, totalPages: number, size: number = PAGE_WINDOW): number[] {
  const last = Math.max(1, totalPages);
  if (last <= size) return Array.from({ length: last }, (_, index) => index + 1);
  const before = Math.floor(size / 2);
  const start = Math.max(1, Math.min(page - before, last - size + 1));
  return Array.from({ length: size }, (_, index) => start + index);
}

export interface PagerProps {
  page: number;
  totalPages: number;
  /** The address of a page (the page lives in the URL, so back, reload and shared links keep it). */
  hrefFor: (page: number) => string;
  /** When the total is a lower bound, Next stays open past the last known page. */
  hasMore?: boolean;
  className?: string;
}

const itemClasses = 'min-w-10 px-2 tabular-nums';

/** Previous, the numbered window and Next; hidden when everything fits on one page. */
export function Pager({ page, totalPages, hrefFor, hasMore = false, className }: PagerProps) {
  const { t } = useTranslation('common');
  const last = Math.max(totalPages, page);
  if (last <= 1 && !hasMore) return null;
  const hasPrevious = page > 1;
  const hasNext = page < last || hasMore;
  return (
    <nav aria-label={t('pager.label')} className={className}>
      <ul className="flex flex-wrap items-center justify-center gap-1">
        <li>
          <PagerLink href={hasPrevious ? hrefFor(page - 1) : null} rel="prev">
            <ChevronLeft aria-hidden="true" className="size-4" />
            {t('ui.previous')}
          </PagerLink>
        </li>
        {pageWindow(page, last).map((number) => (
          <li key={number}>
            <Link
              to={hrefFor(number)}
              aria-label={`${t('pager.page')} ${number}`}
              aria-current={number === page ? 'page' : undefined}
              className={buttonClasses({
                variant: number === page ? 'primary' : 'ghost',
                size: 'sm',
                className: itemClasses,
              })}
            >
              {number}
            </Link>
          </li>
        ))}
        <li>
          <PagerLink href={hasNext ? hrefFor(page + 1) : null} rel="next">
            {t('ui.next')}
            <ChevronRight aria-hidden="true" className="size-4" />
          </PagerLink>
        </li>
      </ul>
    </nav>
  );
}

function PagerLink({ href, rel, children }: { href: string | null; rel: 'prev' | 'next'; children: ReactNode }) {
  const classes = buttonClasses({ variant: 'secondary', size: 'sm' });
  if (href === null) {
    // Not a link at all at the edges: nothing to focus or follow, shown dimmed.
    return (
      <span aria-disabled="true" className={cn(classes, 'cursor-not-allowed')}>
        {children}
      </span>
    );
  }
  return (
    <Link to={href} rel={rel} className={classes}>
      {children}
    </Link>
  );
}
