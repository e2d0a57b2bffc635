import { CircleCheck, TriangleAlert } from 'lucide-react';
import { useCallback, type ReactNode } from 'react';
import { cn } from '../../../components/ui/cn';
import { FORM_ERROR_ATTRIBUTE } from '../../../components/ui/focus-first-error';

export interface WarningBoxResult {
  tone: 'success' | 'error';
  message: string;
  /** The server's own sentence, when it adds something to `message`. */
  detail?: string;
}

interface WarningBoxProps {
  result: WarningBoxResult;
  children?: ReactNode;
  /**
   * How it is announced: `alert` interrupts (errors, the password reset's result); `false` when it
   * is put inside a live region that was already on the page (a polite `status` must exist before
   * its content arrives to be read).
   */
  live?: 'alert' | false;
  /** An error a failed submit sends the focus to (see useFocusFirstError). */
  focusOnError?: boolean;
  /** Takes the focus when it appears: the result that replaces the form the focus was in. */
  focusOnMount?: boolean;
}

/** The result box of the account screens, green or red. */
export function WarningBox({
  result,
  children,
  live = 'alert',
  focusOnError = false,
  focusOnMount = false,
}: WarningBoxProps) {
  const Icon = result.tone === 'success' ? CircleCheck : TriangleAlert;
  const errorTarget = focusOnError && result.tone === 'error';
  const focusWhenShown = useCallback(
    (node: HTMLDivElement | null) => {
      if (focusOnMount) node?.focus();
    },
    [focusOnMount],
  );
  return (
    <div
      ref={focusWhenShown}
      role={live || undefined}
      tabIndex={errorTarget || focusOnMount ? -1 : undefined}
      {...(errorTarget ? { [FORM_ERROR_ATTRIBUTE]: '' } : {})}
      className={cn(
        'flex gap-3 rounded-xl border px-4 py-3 text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring',
        result.tone === 'success' ? 'border-public/40 bg-public/10' : 'border-danger/40 bg-danger/10',
      )}
    >
      <Icon
        aria-hidden="true"
        className={cn('mt-0.5 size-5 shrink-0', result.tone === 'success' ? 'text-public' : 'text-danger')}
      />
      <div className="flex flex-col gap-1.5 text-fg">
        <p className="font-medium">{result.message}</p>
        {result.detail && result.detail !== result.message && <p className="text-fg-muted">{result.detail}</p>}
        {children}
      </div>
    </div>
  );
}
