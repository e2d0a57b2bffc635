import { Monitor, Moon, Sun } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useTheme } from '../../hooks/use-theme';
import type { ThemeChoice } from '../../lib/theme';
import { buttonClasses } from '../ui/button';
import { cn } from '../ui/cn';

const NEXT: Record<ThemeChoice, ThemeChoice> = { system: 'light', light: 'dark', dark: 'system' };
const ICONS = { system: Monitor, light: Sun, dark: Moon } as const;

/**
 * The dark/light switch of the navbar, with a third state that follows the system: one button
 * cycling system → light → dark, as epic-stack's (STYLE "Dark mode"). The choice is stored.
 */
export function ThemeSwitch({ className }: { className?: string }) {
  const { t } = useTranslation('nav');
  const { choice, setChoice } = useTheme();
  const Icon = ICONS[choice];
  const label = t('theme.current', { choice: t(`theme.${choice}`) });
  return (
    <>
      <button
        type="button"
        onClick={() => setChoice(NEXT[choice])}
        aria-label={label}
        title={label}
        data-testid="theme-switch"
        data-theme-choice={choice}
        className={buttonClasses({ variant: 'ghost', size: 'sm', className: cn('size-10 px-0', className) })}
      >
        <Icon aria-hidden="true" className="size-5" />
      </button>
      <span role="status" className="sr-only">
        {label}
      </span>
    </>
  );
}
