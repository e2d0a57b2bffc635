import { Eye, EyeOff } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn, focusRing } from './cn';
import { useFieldControl } from './field';
import { controlClasses } from './control-classes';
import type { InputProps } from './input';

export type PasswordInputProps = Omit<InputProps, 'type' | 'showCount'>;

/** A password input with a show/hide toggle whose spoken name follows the state. */
export function PasswordInput({ className, ...props }: PasswordInputProps) {
  const { t } = useTranslation('common');
  const [visible, setVisible] = useState(false);
  const fallbackId = `password-${useId()}`;
  const control = useFieldControl(props);
  const inputId = control.id ?? fallbackId;
  const label = visible ? t('ui.hidePassword') : t('ui.showPassword');
  return (
    <div className="relative">
      <input
        type={visible ? 'text' : 'password'}
        autoComplete="current-password"
        className={cn(controlClasses, 'min-h-11 pe-12', className)}
        {...props}
        {...control}
        id={inputId}
      />
      <button
        type="button"
        aria-label={label}
        title={label}
        aria-controls={inputId}
        onClick={() => setVisible((shown) => !shown)}
        className={cn(
          'absolute inset-y-0 end-0 my-auto me-0.5 flex size-10 items-center justify-center rounded-md text-fg-muted hover:text-fg',
          focusRing,
        )}
      >
        {visible ? <EyeOff aria-hidden="true" className="size-5" /> : <Eye aria-hidden="true" className="size-5" />}
      </button>
    </div>
  );
}
