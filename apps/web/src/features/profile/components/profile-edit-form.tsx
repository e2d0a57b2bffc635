import { CATCHLINE_MAX, CITY_MAX, INTRODUCTION_MAX, type User } from '@pepites/contracts';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { CountryCombobox } from '../../../components/ui/country-combobox';
import { FORM_ERROR_ATTRIBUTE } from '../../../components/ui/focus-first-error';
import { FormField, useFormFieldMessage } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { notify } from '../../../components/ui/toast';
import { useErrorsClearedOnEdit, useFormSubmit } from '../../../components/ui/use-form-submit';
import { ApiRequestError } from '../../../lib/api-client';
import { useUpdateProfile, type ProfileUpdate } from '../api/update-profile';
import { useAvatarUpload } from '../hooks/use-avatar-upload';
import { profileFormValues, profileResolver, serverProfileErrors } from '../lib/profile-form';
import { AvatarPicker } from './avatar-picker';

export interface ProfileEditFormProps {
  user: User;
  /** Called with the saved user, so the session can show the new name and avatar at once. */
  onUpdated?: (user: User) => void;
}

/**
 * The edit-profile form (docs/product.md#member-pages). Rules are checked on submit; a field's
 * error goes when it is edited. On any error every typed value stays where it was.
 */
export function ProfileEditForm({ user, onUpdated }: ProfileEditFormProps) {
  const { t } = useTranslation('profile');
  const form = useForm<ProfileUpdate>({
    defaultValues: profileFormValues(user),
    resolver: profileResolver,
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  useErrorsClearedOnEdit(form);
  const update = useUpdateProfile(user.id, { onUpdated });
  const upload = useAvatarUpload((url) => {
    form.setValue('avatar', url);
    form.clearErrors('avatar');
  });
  const username = useWatch({ control: form.control, name: 'username' });
  const avatarError = useFormFieldMessage(form.control, 'avatar');

  const { containerRef, onSubmit } = useFormSubmit(form, (values, { showServerErrors }) => {
    update.mutate(values, {
      onSuccess: () => {
        notify.success(t('form.success'));
        // The uploaded image is now the saved avatar: "ready, save to apply it" no longer holds.
        upload.reset();
      },
      onError: (error) => {
        notify.error(t('form.error'));
        if (error instanceof ApiRequestError) showServerErrors(serverProfileErrors(error));
      },
    });
  });

  return (
    <form
      ref={containerRef}
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="profile-form-title"
      className="flex flex-col gap-5"
    >
      <h2 id="profile-form-title" className="text-xl font-semibold text-fg">
        {t('form.title')}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          control={form.control}
          name="username"
          label={t('form.username')}
          required
          hint={t('form.usernameHint')}
        >
          <Input autoComplete="username" {...form.register('username')} />
        </FormField>
        <FormField control={form.control} name="country" label={t('form.country')}>
          <Controller
            control={form.control}
            name="country"
            render={({ field }) => <CountryCombobox value={field.value} onChange={field.onChange} />}
          />
        </FormField>
        <FormField control={form.control} name="city" label={t('form.city')}>
          <Input autoComplete="address-level2" maxLength={CITY_MAX} {...form.register('city')} />
        </FormField>
        <FormField control={form.control} name="catchline" label={t('form.catchline')}>
          {/* Controlled, so the counter counts the saved text from the start. */}
          <Controller
            control={form.control}
            name="catchline"
            render={({ field }) => (
              <Input maxLength={CATCHLINE_MAX} showCount placeholder={t('form.catchlinePlaceholder')} {...field} />
            )}
          />
        </FormField>
      </div>
      <FormField control={form.control} name="introduction" label={t('form.introduction')}>
        <Controller
          control={form.control}
          name="introduction"
          render={({ field }) => (
            <Textarea
              rows={4}
              maxLength={INTRODUCTION_MAX}
              showCount
              placeholder={t('form.introductionPlaceholder')}
              {...field}
            />
          )}
        />
      </FormField>
      <Controller
        control={form.control}
        name="avatar"
        render={({ field }) => (
          <AvatarPicker
            name={username || user.user_name}
            value={field.value}
            onChange={field.onChange}
            upload={upload}
          />
        )}
      />
      {avatarError && (
        <p
          role="alert"
          tabIndex={-1}
          {...{ [FORM_ERROR_ATTRIBUTE]: '' }}
          className="text-sm font-medium text-danger outline-none"
        >
          {avatarError}
        </p>
      )}
      <Button
        type="submit"
        size="lg"
        className="self-end"
        loading={update.isPending}
        disabled={upload.status === 'uploading'}
      >
        {t('form.save')}
      </Button>
    </form>
  );
}
