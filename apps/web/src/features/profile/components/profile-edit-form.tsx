import { CATCHLINE_MAX, CITY_MAX, INTRODUCTION_MAX, pickLang, translateMessage, type User } from '@pepites/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { CountryCombobox } from '../../../components/ui/country-combobox';
import { Field } from '../../../components/ui/field';
import { FORM_ERROR_ATTRIBUTE, useFocusFirstError } from '../../../components/ui/focus-first-error';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { notify } from '../../../components/ui/toast';
import { ApiRequestError } from '../../../lib/api-client';
import { useUpdateProfile, type ProfileUpdate } from '../api/update-profile';
import { useAvatarUpload } from '../hooks/use-avatar-upload';
import { profileErrors, profileFormValues, serverProfileErrors, type ProfileErrors, type ProfileField } from '../lib/profile-form';
import { AvatarPicker } from './avatar-picker';

export interface ProfileEditFormProps {
  user: User;
  /** Called with the saved user, so the session can show the new name and avatar at once. */
  onUpdated?: (user: User) => void;
}

/** The edit-profile form (docs/product.md#member-pages). On any error every typed value stays where it was. */
export function ProfileEditForm({ user, onUpdated }: ProfileEditFormProps) {
  const { t, i18n } = useTranslation('profile');
  const lang = pickLang(i18n.language);
  const [values, setValues] = useState<ProfileUpdate>(() => profileFormValues(user));
  const [errors, setErrors] = useState<ProfileErrors>({});
  const update = useUpdateProfile(user.id, { onUpdated });
  const { containerRef, focusFirstError } = useFocusFirstError();

  const set = <K extends ProfileField>(field: K, value: ProfileUpdate[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const upload = useAvatarUpload((url) => set('avatar', url));
  const errorOf = (field: ProfileField) => {
    const message = errors[field];
    return message ? translateMessage(message, lang) : undefined;
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const localErrors = profileErrors(values);
    setErrors(localErrors);
    if (Object.keys(localErrors).length > 0) {
      focusFirstError();
      return;
    }
    update.mutate(values, {
      onSuccess: () => {
        notify.success(t('form.success'));
        // The uploaded image is now the saved avatar: "ready, save to apply it" no longer holds.
        upload.reset();
      },
      onError: (error) => {
        notify.error(t('form.error'));
        if (error instanceof ApiRequestError) setErrors(serverProfileErrors(error));
        focusFirstError();
      },
    });
  };

  return (
    <form ref={containerRef} noValidate onSubmit={onSubmit} aria-labelledby="profile-form-title" className="flex flex-col gap-5">
      <h2 id="profile-form-title" className="text-xl font-semibold text-fg">
        {t('form.title')}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('form.username')} required hint={t('form.usernameHint')} error={errorOf('username')}>
          <Input name="username" autoComplete="username" value={values.username} onChange={(event) => set('username', event.target.value)} />
        </Field>
        <Field label={t('form.country')} error={errorOf('country')}>
          <CountryCombobox value={values.country} onChange={(code) => set('country', code)} />
        </Field>
        <Field label={t('form.city')} error={errorOf('city')}>
          <Input name="city" autoComplete="address-level2" maxLength={CITY_MAX} value={values.city} onChange={(event) => set('city', event.target.value)} />
        </Field>
        <Field label={t('form.catchline')} error={errorOf('catchline')}>
          <Input
            name="catchline"
            maxLength={CATCHLINE_MAX}
            showCount
            placeholder={t('form.catchlinePlaceholder')}
            value={values.catchline}
            onChange={(event) => set('catchline', event.target.value)}
          />
        </Field>
      </div>
      <Field label={t('form.introduction')} error={errorOf('introduction')}>
        <Textarea
          name="introduction"
          rows={4}
          maxLength={INTRODUCTION_MAX}
          showCount
          placeholder={t('form.introductionPlaceholder')}
          value={values.introduction}
          onChange={(event) => set('introduction', event.target.value)}
        />
      </Field>
      <AvatarPicker name={values.username || user.user_name} value={values.avatar} onChange={(avatar) => set('avatar', avatar)} upload={upload} />
      {errorOf('avatar') && (
        <p role="alert" tabIndex={-1} {...{ [FORM_ERROR_ATTRIBUTE]: '' }} className="text-sm font-medium text-danger outline-none">
          {errorOf('avatar')}
        </p>
      )}
      <Button type="submit" size="lg" className="self-end" loading={update.isPending} disabled={upload.status === 'uploading'}>
        {t('form.save')}
      </Button>
    </form>
  );
}
