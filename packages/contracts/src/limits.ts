/** Business constants of SPEC §9 and CONTRACT §4, shared by the web client and the server. */
export const USERNAME_MIN = 5;
export const USERNAME_MAX = 16;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const EMAIL_MAX = 254;
export const CONTACT_SUBJECT_MAX = 50;
export const CONTACT_MESSAGE_MAX = 500;
export const CITY_MAX = 80;
export const CATCHLINE_MAX = 120;
export const INTRODUCTION_MAX = 1000;
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
/** Decoded size of an uploaded image: 24 megapixels (6000 × 4000), a phone photo fits. */
export const UPLOAD_MAX_PIXELS = 24_000_000;
export const AVATAR_SIZE_PX = 256;
export const VALIDATION_DEBOUNCE_MS = 300;
export const PROFILE_FETCH_DEBOUNCE_MS = 1000;
export const NOTIFICATION_POLL_MS = 60_000;
export const TOAST_AUTO_CLOSE_MS = 2500;
export const TOAST_AUTO_CLOSE_LONG_MS = 5000;
export const REMEMBER_ME_DAYS = 30;
export const RESET_TOKEN_TTL_MINUTES = 60;
