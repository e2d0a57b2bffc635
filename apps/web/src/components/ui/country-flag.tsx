import { cn } from './cn';
import { useFlagSources } from '../../lib/flags';

/** A 3:2 flag; decorative, because the country's name is always written next to it. */
export function CountryFlag({ code, className }: { code: string; className?: string }) {
  const flagSource = useFlagSources();
  const source = flagSource(code);
  const classes = cn('inline-block h-4 w-6 shrink-0 rounded-[2px] shadow-[0_0_0_1px_rgb(0_0_0/0.12)]', className);
  if (!source) return <span aria-hidden="true" className={cn(classes, 'bg-surface-3')} />;
  return <img src={source} alt="" aria-hidden="true" className={cn(classes, 'object-cover')} />;
}
