import { Menu } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';

// The panel (and Radix's dialog) loads on the first tap: most visits never open the menu.
const MobileMenuPanel = lazy(() =>
  import('./mobile-menu-panel').then((module) => ({ default: module.MobileMenuPanel })),
);

/** The menu button of small screens; the panel itself is in mobile-menu-panel.tsx. */
export function MobileMenu({ className }: { className?: string }) {
  const { t } = useTranslation('nav');
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-label={t('menu.open')}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
        className={buttonClasses({ variant: 'ghost', size: 'sm', className: cn('size-10 px-0', className) })}
      >
        <Menu aria-hidden="true" className="size-5" />
      </button>
      {requested && (
        <Suspense fallback={null}>
          <MobileMenuPanel open={open} onOpenChange={setOpen} returnFocusTo={buttonRef} />
        </Suspense>
      )}
    </>
  );
}
