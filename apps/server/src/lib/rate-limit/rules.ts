const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** What a counter is kept per: the client address, the email in the body, or the signed-in user. */
export type KeyPart = 'ip' | 'email' | 'user';

export interface RateLimitRule {
  max: number;
  windowMs: number;
  per: readonly KeyPart[];
}

/**
 * Every throttle of the API in one table; over a limit, 429 with a localized message and
 * Retry-After. A rule whose key part is missing (no user signed in, no email in the body) does not
 * apply to that request.
 */
export const RATE_LIMITS = {
  login: [
    { max: 10, windowMs: 15 * MINUTE, per: ['ip', 'email'] },
    // One address trying passwords on many accounts.
    { max: 30, windowMs: 15 * MINUTE, per: ['ip'] },
  ],
  /**
   * Failed logins on one account from any number of addresses. Only failures count, and the
   * browsers that already signed in to that account are exempt (a signed "known device" cookie),
   * so a stranger can slow guessing without locking the owner out; the lock ends with the window.
   */
  loginFailures: [{ max: 10, windowMs: 15 * MINUTE, per: ['email'] }],
  register: [{ max: 5, windowMs: HOUR, per: ['ip'] }],
  availability: [{ max: 60, windowMs: MINUTE, per: ['ip'] }],
  resetRequest: [
    { max: 5, windowMs: HOUR, per: ['ip'] },
    { max: 3, windowMs: HOUR, per: ['email'] },
  ],
  resetConfirm: [{ max: 10, windowMs: 15 * MINUTE, per: ['ip'] }],
  contact: [{ max: 5, windowMs: 15 * MINUTE, per: ['ip'] }],
  avatarUpload: [
    { max: 10, windowMs: HOUR, per: ['user'] },
    { max: 30, windowMs: HOUR, per: ['ip'] },
  ],
} as const satisfies Record<string, readonly RateLimitRule[]>;

export type RateLimitName = keyof typeof RATE_LIMITS;
