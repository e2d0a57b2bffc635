import { zodResolver } from '@hookform/resolvers/zod';
import { updateProfileInputSchema, type User } from '@pepites/contracts';
import type { Resolver } from 'react-hook-form';
import type { ProfileUpdate } from '../api/update-profile';

export type ProfileField = keyof ProfileUpdate;
/** Per field: a sentence the server already localized. */
export type ProfileErrors = Partial<Record<ProfileField, string>>;

export const PROFILE_FIELDS: readonly ProfileField[] = [
  'username',
  'country',
  'city',
  'catchline',
  'introduction',
  'avatar',
];

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

/** The server's rules, checked before sending (raw: the form sends what was typed, as the server trims it). */
export const profileResolver = zodResolver(updateProfileInputSchema, undefined, {
  raw: true,
}) as unknown as Resolver<ProfileUpdate>;

export function isProfileField(name: string): name is ProfileField {
  return (PROFILE_FIELDS as readonly string[]).includes(name);
}

/** The server's field messages, restricted to the fields of the form; a bare name conflict goes on the name. */
export function serverProfileErrors({
  code,
  message,
  fields,
}: {
  code: string;
  message: string;
  fields?: Record<string, string>;
}): ProfileErrors {
  const errors: ProfileErrors = {};
  for (const [name, text] of Object.entries(fields ?? {})) if (isProfileField(name)) errors[name] = text;
  if (!errors.username && code === 'username_taken') errors.username = message;
  return errors;
}
