import { LANGS, type Lang } from '@pepites/contracts';
import { useTranslation } from 'react-i18next';
import { useChangeLanguage } from '../../hooks/use-change-language';
import { useLang } from '../../hooks/use-lang';
import { cn, focusRing } from '../ui/cn';

interface LanguageSwitchProps {
  className?: string;
  /** Called once the interface has switched: the app layer stores a member's language for their mails. */
  onChanged?: (lang: Lang) => void;
}

/**
 * The fr/en switch of the navbar: two pressed/unpressed buttons, one click to change.
 * The choice is stored and a toast confirms it in the new language.
 */
export function LanguageSwitch({ className, onChanged }: LanguageSwitchProps) {
  const { t } = useTranslation('nav');
  const lang = useLang();
  const changeLanguage = useChangeLanguage();
  return (
    <div
      role="group"
      aria-label={t('language.label')}
      className={cn('flex rounded-lg border border-border p-0.5', className)}
      data-testid="language-switch"
    >
      {LANGS.map((code) => {
        const current = code === lang;
        return (
          <button
            key={code}
            type="button"
            lang={code}
            aria-pressed={current}
            aria-label={t(`language.${code}`)}
            title={t(`language.${code}`)}
            onClick={() => {
              if (current) return;
              void changeLanguage(code).then((switched) => {
                if (switched) onChanged?.(code);
              });
            }}
            className={cn(
              'min-h-9 min-w-9 rounded-md px-1.5 text-xs font-semibold uppercase transition-colors duration-150',
              current ? 'bg-fg text-bg' : 'text-fg-muted hover:bg-surface-2 hover:text-fg',
              focusRing,
            )}
          >
            {code}
          </button>
        );
      })}
    </div>
  );
}
