import type { Control, FieldPath, UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/ui/form-field';
import { PasswordInput } from '../../../components/ui/password-input';

type NewPasswordField = 'password' | 'passwordConfirm';

interface NewPasswordFieldsProps<T extends Record<NewPasswordField, string>> {
  control: Control<T>;
  /** The input's props for one of the two fields: each form keeps its own validation timing. */
  register: (name: NewPasswordField) => UseFormRegisterReturn;
  labels: Record<NewPasswordField, string>;
}

/** A new password and its confirmation, both required; the rule shows under the first. */
export function NewPasswordFields<T extends Record<NewPasswordField, string>>({
  control,
  register,
  labels,
}: NewPasswordFieldsProps<T>) {
  const { t } = useTranslation('auth');
  const fields = [
    { name: 'password', hint: t('signup.passwordHint') },
    { name: 'passwordConfirm', hint: undefined },
  ] as const;
  return fields.map(({ name, hint }) => (
    <FormField key={name} control={control} name={name as FieldPath<T>} label={labels[name]} required hint={hint}>
      <PasswordInput autoComplete="new-password" {...register(name)} />
    </FormField>
  ));
}
