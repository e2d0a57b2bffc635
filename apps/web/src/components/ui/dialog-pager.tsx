import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from './button';

interface DialogPagerProps {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  /** The words, in the caller's namespace: Previous, Next and "Page 2 of 5". */
  labels: { previous: string; next: string; status: string };
}

/** Previous and Next under a paged list inside a dialog (likers, followers), where the page lives in state, not the URL. */
export function DialogPager({ page, totalPages, onPage, labels }: DialogPagerProps) {
  if (totalPages <= 1) return null;
  return (
    <div className="flex items-center justify-between gap-2">
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft aria-hidden="true" className="size-4" />
        {labels.previous}
      </Button>
      <span className="text-sm text-fg-muted tabular-nums">{labels.status}</span>
      <Button variant="secondary" size="sm" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
        {labels.next}
        <ChevronRight aria-hidden="true" className="size-4" />
      </Button>
    </div>
  );
}
