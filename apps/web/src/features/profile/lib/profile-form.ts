import { updateProfileInputSchema, type User } from '@pepites/contracts';
import type { ProfileUpdate } from '../api/update-profile';

export type ProfileField = keyof ProfileUpdate;
/** Per field: a contracts message key, or a sentence the server already localized. */
export type ProfileErrors = Partial<Record<ProfileField, string>>;

export const PROFILE_FIELDS: readonly ProfileField[] = ['username', 'country', 'city', 'catchline', 'introduction', 'avatar'];

export function profileFormValues(user: User): ProfileUpdate {
  return {
    username: user.user_name,
    country: user.country,
    city: user.city ?? '',
    catchline: user.catchline ?? '',
    introduction: user.introduction ?? '',
    avatar: user.avatar,
  };
}

/** The server's rules, checked before sending: the first broken rule of each field. */
export function profileErrors(values: ProfileUpdate): ProfileErrors {
  const result = updateProfileInputSchema.safeParse(values);
  if (result.success) return {};
  const errors: ProfileErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && isProfileField(field) && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

export function isProfileField(name: string): name is ProfileField {
  return (PROFILE_FIELDS as readonly string[]).includes(name);
}

/** The server's field messages, restricted to the fields of the form; a bare name conflict goes on the name. */
export function serverProfileErrors({ code, message, fields }: { code: string; message: string; fields?: Record<string, string> }): ProfileErrors {
  const errors: ProfileErrors = {};
  for (const [name, text] of Object.entries(fields ?? {})) if (isProfileField(name)) errors[name] = text;
  if (!errors.username && code === 'username_taken') errors.username = message;
  return errors;
}
