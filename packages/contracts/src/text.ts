import { COMBINING_MARKS_PER_CHARACTER_MAX } from './limits.js';

/** C0 controls but tab, line feed and carriage return; DEL; C1 controls. */
// eslint-disable-next-line no-control-regex -- matching control characters is this pattern's whole purpose
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const TAB_AND_LINE_BREAKS = /[\t\n\r]/;
/** A UTF-16 surrogate without its pair: no character at all, and not storable as UTF-8. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * True when a text holds only real, printable characters: no NUL or other control character (the
 * database refuses NUL, and none of them is ever typed on purpose) and no broken surrogate. Tab and
 * line breaks are allowed only in long texts (`multiline`).
 */
export function isCleanText(value: string, { multiline = false }: { multiline?: boolean } = {}): boolean {
  if (CONTROL_CHARACTERS.test(value) || LONE_SURROGATE.test(value)) return false;
  return multiline || !TAB_AND_LINE_BREAKS.test(value);
}

/** The message key of a text refused by `isCleanText`. */
export const CONTROL_MESSAGE = 'field.control';

/** For `.refine` on one-line fields (names, emails, titles, ids). */
export const isCleanLine = (value: string) => isCleanText(value);

/** For `.refine` on long texts (a message, an introduction): tab and line breaks allowed. */
export const isCleanMultiline = (value: string) => isCleanText(value, { multiline: true });

/** Something that shows: not only spaces and invisible characters (zero-width spaces, joiners, BOM). */
const VISIBLE_CHARACTER = /[^\p{White_Space}\p{Default_Ignorable_Code_Point}]/u;

/** For `.refine` on required texts: a title of zero-width spaces is as empty as no title. */
export const hasVisibleCharacter = (value: string) => VISIBLE_CHARACTER.test(value);

/**
 * Unicode's Bidi_Control characters (embeddings, overrides, isolates, direction marks): a U+202E in
 * a title reverses what follows it, so "gpj.exe" can show as "exe.jpg". Nobody types them on purpose.
 */
const BIDI_CONTROL = /\p{Bidi_Control}/u;
const MARK_PILE = new RegExp(`\\p{M}{${COMBINING_MARKS_PER_CHARACTER_MAX + 1},}`, 'u');

/** For `.refine` on titles and names: no bidi control, no pile of combining marks on one character. */
export const isUndisguised = (value: string) => !BIDI_CONTROL.test(value) && !MARK_PILE.test(value);

/** The message key of a text refused by `isUndisguised`. */
export const DISGUISE_MESSAGE = 'field.disguised';
