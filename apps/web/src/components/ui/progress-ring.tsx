import { PROGRESS_RING_SIZE_PX, PROGRESS_RING_STROKE_PX } from '@pepites/contracts';
import { cn } from './cn';

export interface ProgressRingProps {
  /** 0 to 100. */
  value: number;
  /** The progressbar's accessible name ("Your progress on this list"). */
  label: string;
  /** The percentage as written in the current language ("42 %" in French); `42%` by default. */
  valueText?: string;
  size?: number;
  stroke?: number;
  className?: string;
}

/** A circular percentage (100 px, stroke 10), read by assistive tech as a progressbar. */
export function ProgressRing({
  value,
  label,
  valueText,
  size = PROGRESS_RING_SIZE_PX,
  stroke = PROGRESS_RING_STROKE_PX,
  className,
}: ProgressRingProps) {
  const percent = Math.min(100, Math.max(0, Math.round(value)));
  const radius = (size - stroke) / 2;
  const circumference = 2 * Math.PI * radius;
  const text = valueText ?? `${percent}%`;
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={text}
      className={cn('relative inline-flex shrink-0 items-center justify-center', className)}
      style={{ width: size, height: size }}
    >
      <svg aria-hidden="true" width={size} height={size} viewBox={`0 0 ${size} ${size}`} className="-rotate-90">
        <circle cx={size / 2} cy={size / 2} r={radius} fill="none" strokeWidth={stroke} className="stroke-surface-3" />
        <circle
          cx={size / 2}
          cy={size / 2}
          r={radius}
          fill="none"
          strokeWidth={stroke}
          strokeLinecap="round"
          strokeDasharray={circumference}
          strokeDashoffset={circumference * (1 - percent / 100)}
          data-testid="progress-ring-value"
          className={cn(
            'transition-[stroke-dashoffset] duration-500 ease-out',
            percent === 100 ? 'stroke-seen' : 'stroke-accent',
          )}
        />
      </svg>
      <span aria-hidden="true" className="absolute text-xl font-bold text-fg tabular-nums">
        {text}
      </span>
    </div>
  );
}
