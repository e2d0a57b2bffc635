import { ArrowUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { prefersReducedMotion } from '../../lib/reduced-motion';
import { useScrolledPast } from '../../hooks/use-scrolled-past';
import { cn, focusRing } from '../ui/cn';
import { MAIN_CONTENT_ID } from './skip-link';

/**
 * End padding for a bar whose last button can meet the window's bottom corner (the list edit page's
 * Save): the button below floats 16 px (24 px from sm) from the edges, as far as the pages' own
 * margins, and is 48 px wide, so 64 px at the bar's end keep what is inside clear of it.
 */
export const SCROLL_TO_TOP_CLEARANCE = 'pe-16';

/** The round "back to top" button: shown past one third of the window height, scrolls smoothly to the top. */
export function ScrollToTopButton() {
  const { t } = useTranslation('nav');
  const visible = useScrolledPast(1 / 3);
  if (!visible) return null;

  const scrollUp = () => {
    window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    // The button disappears at the top; keyboard users continue from the start of the content.
    document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
  };

  return (
    <button
      type="button"
      onClick={scrollUp}
      aria-label={t('scrollToTop')}
      title={t('scrollToTop')}
      data-testid="scroll-to-top"
      className={cn(
        'fixed end-4 bottom-4 z-30 flex size-12 items-center justify-center rounded-full bg-accent text-accent-fg shadow-lg',
        'animate-[fade-in_200ms_ease-out] hover:bg-accent-hover sm:end-6 sm:bottom-6',
        focusRing,
      )}
    >
      <ArrowUp aria-hidden="true" className="size-5" />
    </button>
  );
}
