import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';

interface PrevNextProps {
  onPrevious: () => void;
  onNext: () => void;
  previousDisabled: boolean;
  nextDisabled: boolean;
  /** "Page 2 / 14", when known. */
  status?: string;
}

/** Previous and Next under a grid (movie, show and video searches, Binge Buddy's results). */
export function PrevNext({ onPrevious, onNext, previousDisabled, nextDisabled, status }: PrevNextProps) {
  const { t } = useTranslation('search');
  return (
    <nav aria-label={t('pages')} className="flex items-center justify-center gap-3">
      <Button variant="secondary" onClick={onPrevious} disabled={previousDisabled}>
        <ChevronLeft aria-hidden="true" className="size-4" />
        {t('previous')}
      </Button>
      {status && <span className="text-sm text-fg-muted tabular-nums">{status}</span>}
      <Button variant="secondary" onClick={onNext} disabled={nextDisabled}>
        {t('next')}
        <ChevronRight aria-hidden="true" className="size-4" />
      </Button>
    </nav>
  );
}
