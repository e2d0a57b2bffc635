import { COMMENTS_PER_MEMBER_HOUR, IMPORTS_PER_DAY } from '@pepites/contracts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

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
  /**
   * Password guesses by a signed-in session (a borrowed laptop): counted like sign-in attempts. The
   * password change and the account deletion share it, so two routes do not give twice the guesses.
   */
  passwordChange: [
    { max: 10, windowMs: 15 * MINUTE, per: ['user'] },
    { max: 30, windowMs: 15 * MINUTE, per: ['ip'] },
  ],
  register: [{ max: 5, windowMs: HOUR, per: ['ip'] }],
  availability: [{ max: 60, windowMs: MINUTE, per: ['ip'] }],
  resetRequest: [
    { max: 5, windowMs: HOUR, per: ['ip'] },
    { max: 3, windowMs: HOUR, per: ['email'] },
  ],
  resetConfirm: [{ max: 10, windowMs: 15 * MINUTE, per: ['ip'] }],
  // Opening an email change's link is guessing a token too: the reset's budget, counted apart.
  emailChangeConfirm: [{ max: 10, windowMs: 15 * MINUTE, per: ['ip'] }],
  contact: [{ max: 5, windowMs: 15 * MINUTE, per: ['ip'] }],
  // A member's writes: generous for a person at the keyboard, tight for a script (one created 300
  // lists in 1.1 s). The short window stops a burst, the long one a script that paces itself.
  createList: [
    { max: 20, windowMs: 10 * MINUTE, per: ['user'] },
    { max: 100, windowMs: DAY, per: ['user'] },
  ],
  // A whole list (500 items) filled within the hour still fits.
  addItem: [
    { max: 60, windowMs: MINUTE, per: ['user'] },
    { max: 600, windowMs: HOUR, per: ['user'] },
  ],
  itemNote: [
    { max: 60, windowMs: MINUTE, per: ['user'] },
    { max: 600, windowMs: HOUR, per: ['user'] },
  ],
  like: [
    { max: 60, windowMs: MINUTE, per: ['user'] },
    { max: 300, windowMs: HOUR, per: ['user'] },
  ],
  // Following and unfollowing (modules/follows): a person going through a list of members fits, a
  // script following thousands to be followed back does not.
  follow: [
    { max: 60, windowMs: MINUTE, per: ['user'] },
    { max: 300, windowMs: HOUR, per: ['user'] },
  ],
  // Titles and lists followed for arrivals (modules/availability): following a title asks the
  // catalogue, following a list writes a row per title; a person at the keyboard fits, a script not.
  watchAlert: [
    { max: 60, windowMs: MINUTE, per: ['user'] },
    { max: 300, windowMs: HOUR, per: ['user'] },
  ],
  // Saving one's services checks them against the country's list of the catalogue.
  watchServices: [{ max: 30, windowMs: 10 * MINUTE, per: ['user'] }],
  // A list's availability and Tonight may ask the catalogue about titles not asked today: a page
  // that refreshes while titles are pending fits, a script hammering the service does not.
  watchLookup: [{ max: 120, windowMs: MINUTE, per: ['user'] }],
  // Marking a whole list as seen, one item after the other, stays well under these.
  seenMark: [
    { max: 120, windowMs: MINUTE, per: ['user'] },
    { max: 1000, windowMs: HOUR, per: ['user'] },
  ],
  // Comments written (modules/comments), all lists together: a conversation, not a script.
  comment: [{ max: COMMENTS_PER_MEMBER_HOUR, windowMs: HOUR, per: ['user'] }],
  // Invitations to edit a list (modules/editors): each tells another member, so a script must not spam them.
  inviteEditor: [{ max: 30, windowMs: HOUR, per: ['user'] }],
  // Imports started (modules/imports): only an accepted file counts, so a wrong file costs nothing.
  importFile: [{ max: IMPORTS_PER_DAY, windowMs: DAY, per: ['user'] }],
  avatarUpload: [
    { max: 10, windowMs: HOUR, per: ['user'] },
    { max: 30, windowMs: HOUR, per: ['ip'] },
  ],
  // Archives of one's data (modules/exports): each reads every table of the member; a few a day is plenty.
  dataExport: [{ max: 5, windowMs: DAY, per: ['user'] }],
} as const satisfies Record<string, readonly RateLimitRule[]>;

export type RateLimitName = keyof typeof RATE_LIMITS;

/** The limits on a member's own writes, each a burst window and a longer one on the same member. */
export const MEMBER_WRITE_LIMITS = [
  'createList',
  'addItem',
  'itemNote',
  'like',
  'follow',
  'seenMark',
  'watchAlert',
] as const satisfies readonly RateLimitName[];
export type MemberWriteLimit = (typeof MEMBER_WRITE_LIMITS)[number];
