import { Moon, Sun } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useTheme } from '../../hooks/use-theme';
import { nextThemeChoice } from '../../lib/theme';
import { buttonClasses } from '../ui/button';
import { cn } from '../ui/cn';

/**
 * The dark/light switch of the navbar. Each click shows the other theme than the one on screen (a
 * cycle through "system" made the first click change nothing when the system was light); choosing
 * what the system shows stores "system" again, so the page follows the system from then on. The
 * button is named after what it does; a status line says what is shown after a click.
 */
export function ThemeSwitch({ className }: { className?: string }) {
  const { t } = useTranslation('nav');
  const { choice, resolved, setChoice } = useTheme();
  const goesDark = resolved === 'light';
  const Icon = goesDark ? Moon : Sun;
  const label = goesDark ? t('theme.toDark') : t('theme.toLight');
  const shown = t(`theme.${resolved}`);
  return (
    <>
      <button
        type="button"
        onClick={() => setChoice(nextThemeChoice(resolved))}
        aria-label={label}
        title={label}
        data-testid="theme-switch"
        data-theme-choice={choice}
        data-theme-shown={resolved}
        className={buttonClasses({ variant: 'ghost', size: 'sm', className: cn('size-10 px-0', className) })}
      >
        <Icon aria-hidden="true" className="size-5" />
      </button>
      <span role="status" className="sr-only">
        {choice === 'system' ? t('theme.shownSystem', { theme: shown }) : t('theme.shown', { theme: shown })}
      </span>
    </>
  );
}
