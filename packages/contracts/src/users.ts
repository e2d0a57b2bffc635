import { z } from 'zod';
import { emailSchema, passwordSchema, usernameSchema } from './accounts.js';
import { dbIdSchema } from './common.js';
import { LANGS } from './lang.js';
import { CATCHLINE_MAX, CITY_MAX, INTRODUCTION_MAX } from './limits.js';
import { CONTROL_MESSAGE, DISGUISE_MESSAGE, isCleanLine, isCleanMultiline, isUndisguised } from './text.js';

export const ROLES = ['user', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/**
 * A user as the API shows it (`GET /user/{id}`, docs/product.md#privacy). `email` is present only for that user
 * themself and for the admin.
 */
export const userSchema = z.object({
  id: z.number().int(),
  user_name: z.string(),
  avatar: z.string().nullable(),
  country: z.string().nullable(),
  city: z.string().nullable(),
  catchline: z.string().nullable(),
  introduction: z.string().nullable(),
  publicListsCount: z.number().int(),
  listsCount: z.number().int(),
  role: z.enum(ROLES),
  email: z.string().optional(),
});
export type User = z.infer<typeof userSchema>;
export const userResponseSchema = z.object({ user: userSchema });
export type UserResponse = z.infer<typeof userResponseSchema>;

export const registerInputSchema = z.object({
  user_name: usernameSchema,
  email: emailSchema,
  password: passwordSchema,
});
export type RegisterInput = z.infer<typeof registerInputSchema>;
export const registerResponseSchema = z.object({ user: z.object({ id: z.number().int(), user_name: z.string() }) });
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

export const loginInputSchema = z.object({
  email: z
    .string({ error: 'email.required' })
    .trim()
    .min(1, 'email.required')
    .max(254, 'email.format')
    .refine(isCleanLine, CONTROL_MESSAGE),
  password: z
    .string({ error: 'password.required' })
    .min(1, 'password.required')
    .max(1024, 'password.policy')
    .refine(isCleanLine, CONTROL_MESSAGE),
  remember: z.boolean().optional().default(false),
});
export type LoginInput = z.infer<typeof loginInputSchema>;

/** Why a name or an email cannot be taken, so the form can say it precisely. */
export const UNAVAILABLE_REASONS = ['taken', 'similar', 'reserved', 'invalid'] as const;
export type UnavailableReason = (typeof UNAVAILABLE_REASONS)[number];
export const availabilityResponseSchema = z.object({
  available: z.boolean(),
  reason: z.enum(UNAVAILABLE_REASONS).optional(),
});
export type AvailabilityResponse = z.infer<typeof availabilityResponseSchema>;
export const usernameAvailabilityQuerySchema = z.object({
  user_name: z.string().max(64).refine(isCleanLine, CONTROL_MESSAGE),
});
export const emailAvailabilityQuerySchema = z.object({
  email: z.string().max(254).refine(isCleanLine, CONTROL_MESSAGE),
});

/** Validated like the sign-up email: a reset for `pas-un-email` is a mistake to show, not a mail to pretend to send. */
export const resetRequestInputSchema = z.object({
  email: emailSchema,
  lang: z.enum(['fr', 'en']).optional().default('fr'),
});
/** Reset tokens are 32 random bytes in base64url (43 characters). */
export const resetTokenSchema = z
  .string()
  .min(1)
  .max(256)
  .regex(/^[A-Za-z0-9_-]+$/, 'field.invalid');
export const resetConfirmInputSchema = z.object({
  token: resetTokenSchema,
  password: passwordSchema,
});
/** `POST /api/reset-password/check`: whether a reset link still works, asked when its page opens. */
export const resetCheckInputSchema = z.object({ token: resetTokenSchema });
export const resetCheckResponseSchema = z.object({ valid: z.boolean() });
export type ResetCheckResponse = z.infer<typeof resetCheckResponseSchema>;

/** `PUT /api/account/password`: the signed-in member's current password, and the new one under the sign-up rule. */
export const changePasswordInputSchema = z.object({
  current_password: z
    .string({ error: 'password.required' })
    .min(1, 'password.required')
    .max(1024, 'currentPassword.wrong')
    .refine(isCleanLine, CONTROL_MESSAGE),
  new_password: passwordSchema,
});
export type ChangePasswordInput = z.infer<typeof changePasswordInputSchema>;

/**
 * One of the member's sessions (`GET /api/account/sessions`): `id` is a public id that signs
 * nothing in; the browser and system are read from the User-Agent at sign-in (null when unknown).
 */
export const accountSessionSchema = z.object({
  id: z.uuid(),
  browser: z.string().nullable(),
  os: z.string().nullable(),
  created_at: z.string(),
  last_seen_at: z.string().nullable(),
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;
export const accountSessionsResponseSchema = z.object({ sessions: z.array(accountSessionSchema) });
export type AccountSessionsResponse = z.infer<typeof accountSessionsResponseSchema>;
/** A session's public id in the path; anything else is a 400, never a database error. */
export const sessionIdParamSchema = z.object({ id: z.uuid({ error: 'field.invalid' }) });
/** How many sessions a revocation ended. */
export const revokedSessionsResponseSchema = z.object({ ended: z.number().int() });
export type RevokedSessionsResponse = z.infer<typeof revokedSessionsResponseSchema>;

/**
 * `DELETE /api/account`: the password, and the member's user name typed again (any case) as the
 * confirmation, a word the interface can ask for in every language.
 */
export const deleteAccountInputSchema = z.object({
  password: z
    .string({ error: 'password.required' })
    .min(1, 'password.required')
    .max(1024, 'currentPassword.wrong')
    .refine(isCleanLine, CONTROL_MESSAGE),
  confirm: z
    .string({ error: 'deleteAccount.confirm' })
    .max(64, 'deleteAccount.confirm')
    .refine(isCleanLine, CONTROL_MESSAGE),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountInputSchema>;

/**
 * `PUT /api/account/email`: the current password and the new address (the sign-up rule). Nothing
 * changes until the link mailed to the new address is opened (docs/api.md#account).
 */
export const requestEmailChangeInputSchema = z.object({
  password: z
    .string({ error: 'password.required' })
    .min(1, 'password.required')
    .max(1024, 'currentPassword.wrong')
    .refine(isCleanLine, CONTROL_MESSAGE),
  email: emailSchema,
});
export type RequestEmailChangeInput = z.infer<typeof requestEmailChangeInputSchema>;
/** `POST /api/account/email/confirm`: the link's token, 32 random bytes in base64url like a reset's. */
export const confirmEmailChangeInputSchema = z.object({ token: resetTokenSchema });
export type ConfirmEmailChangeInput = z.infer<typeof confirmEmailChangeInputSchema>;
export const confirmEmailChangeResponseSchema = z.object({ message: z.string(), email: z.string() });
export type ConfirmEmailChangeResponse = z.infer<typeof confirmEmailChangeResponseSchema>;
/** `GET /api/account/email`: the member's address and the one waiting for confirmation, if any. */
export const pendingEmailChangeResponseSchema = z.object({
  email: z.string(),
  pendingEmail: z.string().nullable(),
  pendingExpiresAt: z.string().nullable(),
});
export type PendingEmailChangeResponse = z.infer<typeof pendingEmailChangeResponseSchema>;

/** `PUT /api/account/lang`: the language the member's mails are written in, set by the language switch. */
export const accountLangSchema = z.object({ lang: z.enum(LANGS, { error: 'field.invalid' }) });
export type AccountLang = z.infer<typeof accountLangSchema>;

/** An ISO 3166-1 alpha-2 code, upper case. */
export const countryCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, 'profile.country');

const optionalText = (max: number, multiline = false) =>
  z
    .string()
    .trim()
    .max(max, 'field.tooLong')
    .refine(multiline ? isCleanMultiline : isCleanLine, CONTROL_MESSAGE)
    // A city or a catchline shows as a name does, next to the member's name.
    .refine((value) => multiline || isUndisguised(value), DISGUISE_MESSAGE)
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional();

/** `PUT /update/{userId}`; `avatar` is an upload of ours (/api/uploads/...) or an http(s) image URL to fetch. */
export const updateProfileInputSchema = z.object({
  username: usernameSchema,
  country: countryCodeSchema
    .nullable()
    .optional()
    .or(z.literal('').transform(() => null)),
  city: optionalText(CITY_MAX),
  catchline: optionalText(CATCHLINE_MAX),
  introduction: optionalText(INTRODUCTION_MAX, true),
  avatar: z.string().trim().max(2048).refine(isCleanLine, CONTROL_MESSAGE).nullable().optional(),
});
export type UpdateProfileInput = z.infer<typeof updateProfileInputSchema>;
export const updateProfileResponseSchema = z.object({ message: z.string(), user: userSchema });
export type UpdateProfileResponse = z.infer<typeof updateProfileResponseSchema>;

export const userStatsSchema = z.object({
  listCount: z.number().int(),
  moviesListCount: z.number().int(),
  showsListCount: z.number().int(),
  podcastsListCount: z.number().int(),
  youtubesListCount: z.number().int(),
  mixedListCount: z.number().int(),
  likesCount: z.number().int(),
});
export type UserStats = z.infer<typeof userStatsSchema>;

export const uploadResponseSchema = z.object({ url: z.string() });
export type UploadResponse = z.infer<typeof uploadResponseSchema>;

/** `GET /api/session`: who the cookie belongs to; `user` is null for a visitor (always 200). */
export const sessionResponseSchema = z.object({ user: userSchema.nullable() });
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

export const userIdParamSchema = z.object({ userId: dbIdSchema });
export const userIdAsIdParamSchema = z.object({ id: dbIdSchema });

/** `POST /api/login` answers with the signed-in user (email included: it is their own). @alias */
export const loginResponseSchema = userResponseSchema;
export type LoginResponse = z.infer<typeof loginResponseSchema>;
