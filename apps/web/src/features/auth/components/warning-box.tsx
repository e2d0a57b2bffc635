import { CircleCheck, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../../components/ui/cn';

export interface WarningBoxResult {
  tone: 'success' | 'error';
  message: string;
  /** The server's own sentence, when it adds something to `message`. */
  detail?: string;
}

/** SPEC §2 reset password: "the result or an error shows in a warning box". */
export function WarningBox({ result, children }: { result: WarningBoxResult; children?: ReactNode }) {
  const Icon = result.tone === 'success' ? CircleCheck : TriangleAlert;
  return (
    <div
      role="alert"
      className={cn(
        'flex gap-3 rounded-xl border px-4 py-3 text-sm',
        result.tone === 'success' ? 'border-public/40 bg-public/10' : 'border-danger/40 bg-danger/10',
      )}
    >
      <Icon aria-hidden="true" className={cn('mt-0.5 size-5 shrink-0', result.tone === 'success' ? 'text-public' : 'text-danger')} />
      <div className="flex flex-col gap-1.5 text-fg">
        <p className="font-medium">{result.message}</p>
        {result.detail && result.detail !== result.message && <p className="text-fg-muted">{result.detail}</p>}
        {children}
      </div>
    </div>
  );
}
