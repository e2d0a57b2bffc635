/** Business constants (docs/product.md#limits), shared by the web client and the server. */
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
/**
 * Combining marks in a row on one character in a title or a name: Vietnamese, Hebrew with its
 * points and Tibetan stacks stay under it; "Zalgo" text that spills over the lines around it does not.
 */
export const COMBINING_MARKS_PER_CHARACTER_MAX = 4;
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
/** How long the link confirming a new email address works (docs/product.md#accounts). */
export const EMAIL_CHANGE_TTL_HOURS = 24;
/** Lists. */
export const LIST_TITLE_MAX = 100;
export const LIST_DESCRIPTION_MAX = 1000;
export const LIST_TAGS_MAX = 10;
export const LIST_ITEMS_MAX = 500;
export const LIST_TITLE_SEARCH_MAX = 100;
export const ITEM_TITLE_MAX = 300;
export const ITEM_NOTE_MAX = 280;
export const PROVIDER_ID_MAX = 64;
export const POSTER_PATH_MAX = 500;
/** Items a list card carries for its slider; the list's page has them all. */
export const LIST_CARD_ITEMS = 20;
/** The home page's list sections: cards in each, posters on a card, and what "of the week" means. */
export const HOME_LISTS_COUNT = 6;
export const HOME_LIST_POSTERS = 4;
export const HOME_WEEK_DAYS = 7;
/** Likers shown on a list's page; the likers dialog pages through the rest. */
export const LIST_LIKERS_PREVIEW = 20;
/** `GET /lists/getByUserId` without paging returns at most this many lists. */
export const USER_LISTS_ALL_MAX = 200;
/** A filtered browse counts its matches up to this many, then says "at least". */
export const BROWSE_COUNT_CAP = 1000;
/** Chooser opens 500 ms after a list is created; the new-list dialog 500 ms after "create a list". */
export const DIALOG_CHAIN_DELAY_MS = 500;
export const LIST_SLIDER_STEP_PX = 200;
export const PAGE_WINDOW = 10;
export const CARD_TITLE_MAX_CHARS = 20;
export const PROGRESS_RING_SIZE_PX = 100;
export const PROGRESS_RING_STROKE_PX = 10;
export const SHARE_POPUP_WIDTH = 600;
export const SHARE_POPUP_HEIGHT = 400;
export const ADD_TO_LIST_AREA_MAX_PX = 208;
