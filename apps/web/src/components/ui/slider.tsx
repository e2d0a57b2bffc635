import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedCallback } from '../../hooks/use-debounced-callback';
import { prefersReducedMotion } from '../../lib/reduced-motion';
import { useThrottledCallback } from '../../hooks/use-throttled-callback';
import { cn } from './cn';
import { IconButton } from './icon-button';
import { Skeleton } from './skeleton';

// Gap 24 px, buttons throttled 300 ms, resize debounced 250 ms, step capped at 3 cards.
const GAP_PX = 24;
const CLICK_THROTTLE_MS = 300;
const RESIZE_DEBOUNCE_MS = 250;
const MAX_CARDS_PER_STEP = 3;

export interface SliderProps<T> {
  title: ReactNode;
  items: readonly T[];
  getKey: (item: T) => string | number;
  /** The index lets a row mark its first cards (those on screen when the page opens). */
  renderItem: (item: T, index: number) => ReactNode;
  loading?: boolean;
  skeletonCount?: number;
  renderSkeleton?: () => ReactNode;
  /** Shown instead of the row when there is nothing to show (and not loading). */
  empty?: ReactNode;
  className?: string;
  /** A fixed scroll step in px (200 on a list's slider); by default, the visible cards. */
  step?: number;
  /** Width classes of each card; by default 106 px, 213 px from 768 px up. */
  itemClassName?: string;
  /**
   * `h2` by default; a slider inside a card uses `h3`, or hides its title (still naming the region),
   * its buttons then alone in their row above the cards.
   */
  headingLevel?: 2 | 3;
  hideTitle?: boolean;
}

const DEFAULT_ITEM_CLASSES = 'w-[106px] md:w-[213px]';

/** The step: as many cards as are visible, at most three, card plus gap each. */
function scrollStep(list: HTMLElement): number {
  const cardWidth = list.querySelector('li')?.getBoundingClientRect().width ?? 213;
  const visible = Math.max(1, Math.floor((list.clientWidth + GAP_PX) / (cardWidth + GAP_PX)));
  return Math.min(visible, MAX_CARDS_PER_STEP) * (cardWidth + GAP_PX);
}

function moveFocus(event: KeyboardEvent<HTMLUListElement>) {
  const targets = [...event.currentTarget.querySelectorAll<HTMLElement>(':scope > li a[href], :scope > li button')];
  if (targets.length === 0) return;
  const current = targets.findIndex((target) => target.contains(document.activeElement));
  const next = { ArrowRight: current + 1, ArrowLeft: current - 1, Home: 0, End: targets.length - 1 }[event.key];
  if (next === undefined) return;
  event.preventDefault();
  targets[Math.min(Math.max(next, 0), targets.length - 1)]?.focus();
}

/** A horizontal row of cards: buttons, touch swipe (scroll snap) and arrow keys between cards. */
export function Slider<T>({
  title,
  items,
  getKey,
  renderItem,
  loading = false,
  skeletonCount = 6,
  renderSkeleton,
  empty,
  className,
  step,
  itemClassName = DEFAULT_ITEM_CLASSES,
  headingLevel = 2,
  hideTitle = false,
}: SliderProps<T>) {
  const { t } = useTranslation('common');
  const headingId = `slider-${useId()}`;
  const listRef = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ atStart: true, atEnd: true });

  const updateEdges = useCallback(() => {
    const list = listRef.current;
    if (!list) return;
    setEdges({ atStart: list.scrollLeft <= 1, atEnd: list.scrollLeft + list.clientWidth >= list.scrollWidth - 1 });
  }, []);
  const onResize = useDebouncedCallback(updateEdges, RESIZE_DEBOUNCE_MS);

  useEffect(() => {
    const list = listRef.current;
    // Measured when the browser lays the row out, never forcing a layout while the page hydrates: a
    // row in a card below the fold (content-visibility) is measured when it nears the viewport.
    const observer = new ResizeObserver(updateEdges);
    if (list) observer.observe(list);
    window.addEventListener('resize', onResize);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', onResize);
    };
  }, [items, loading, updateEdges, onResize]);

  const scroll = useThrottledCallback((direction: 1 | -1) => {
    const list = listRef.current;
    if (!list) return;
    list.scrollBy({
      left: direction * (step ?? scrollStep(list)),
      behavior: prefersReducedMotion() ? 'auto' : 'smooth',
    });
  }, CLICK_THROTTLE_MS);

  const showEmpty = !loading && items.length === 0 && empty;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  // Beside the title or in a row of their own, never over the cards: a button laid on the row hid a
  // poster's title and its seen button.
  const buttons = !showEmpty && (
    <div className="flex gap-1">
      <IconButton
        label={t('ui.previous')}
        icon={<ChevronLeft />}
        variant="secondary"
        disabled={edges.atStart}
        onClick={() => scroll(-1)}
        tooltip={false}
      />
      <IconButton
        label={t('ui.next')}
        icon={<ChevronRight />}
        variant="secondary"
        disabled={edges.atEnd}
        onClick={() => scroll(1)}
        tooltip={false}
      />
    </div>
  );
  return (
    <section aria-labelledby={headingId} className={cn('flex flex-col gap-4', className)}>
      {hideTitle ? (
        <>
          <Heading id={headingId} className="sr-only">
            {title}
          </Heading>
          {buttons && <div className="-mb-2 flex justify-end">{buttons}</div>}
        </>
      ) : (
        <div className="flex items-center justify-between gap-4">
          <Heading
            id={headingId}
            className={cn(
              'font-semibold tracking-tight text-fg',
              headingLevel === 2 ? 'text-xl sm:text-2xl' : 'text-base',
            )}
          >
            {title}
          </Heading>
          {buttons}
        </div>
      )}
      {showEmpty ? (
        empty
      ) : (
        <>
          {/* Delegation: arrow keys pressed on a card's link move the focus to the next card; the list
              itself never takes focus or acts. */}
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
          <ul
            ref={listRef}
            onScroll={updateEdges}
            onKeyDown={moveFocus}
            aria-busy={loading || undefined}
            className="scrollbar-none -mx-1 flex snap-x snap-mandatory gap-6 overflow-x-auto scroll-px-1 px-1 py-2"
          >
            {loading
              ? Array.from({ length: skeletonCount }, (_, index) => (
                  <li key={index} className={cn('shrink-0 snap-start', itemClassName)}>
                    {renderSkeleton ? renderSkeleton() : <Skeleton className="aspect-[2/3] w-full" />}
                  </li>
                ))
              : items.map((item, index) => (
                  <li key={getKey(item)} className={cn('shrink-0 snap-start', itemClassName)}>
                    {renderItem(item, index)}
                  </li>
                ))}
          </ul>
        </>
      )}
    </section>
  );
}
