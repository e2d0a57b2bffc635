/**
 * What a username may be made of, beyond its length: letters of one writing system (accents
 * welcome), digits and `_ . -`. Nothing invisible, no space, no mix of alphabets that would let
 * `аdmin` (a Cyrillic а) pass for `admin`. Names are compared after NFKC normalization, so a
 * full-width `ＲＥＤＢＯＢ１` is the same name as `REDBOB1`. The server also compares the confusable
 * skeleton of a new name with the existing ones; that needs Unicode's data and is not done here.
 */

/** Letters, combining marks, digits and three punctuation signs: no space, control or format character. */
const ALLOWED = /^[\p{L}\p{M}\p{Nd}_.-]+$/u;
/** A combining mark must sit on a letter, and a pile of them is not a name (no "Zalgo" text). */
const STRAY_MARK = /(?:^|[^\p{L}\p{M}])\p{M}/u;
const MARK_PILE = /\p{M}{3,}/u;

const SCRIPTS = [
  'Latin',
  'Greek',
  'Cyrillic',
  'Armenian',
  'Georgian',
  'Hebrew',
  'Arabic',
  'Syriac',
  'Thaana',
  'Devanagari',
  'Bengali',
  'Gurmukhi',
  'Gujarati',
  'Oriya',
  'Tamil',
  'Telugu',
  'Kannada',
  'Malayalam',
  'Sinhala',
  'Thai',
  'Lao',
  'Tibetan',
  'Myanmar',
  'Khmer',
  'Mongolian',
  'Ethiopic',
  'Hangul',
  'Hiragana',
  'Katakana',
  'Bopomofo',
  'Han',
] as const;
type Script = (typeof SCRIPTS)[number];

let scriptPatterns: [Script, RegExp][] | undefined;
const patterns = () => (scriptPatterns ??= SCRIPTS.map((name) => [name, new RegExp(`\\p{Script=${name}}`, 'u')]));

/**
 * Scripts that are written together (Unicode TR39, "highly restrictive"): Japanese mixes kanji and
 * both kana, Korean hangul and hanja, Chinese han and bopomofo; each may carry Latin letters too.
 */
const WRITTEN_TOGETHER: readonly (readonly Script[])[] = [
  ['Latin', 'Han', 'Hiragana', 'Katakana'],
  ['Latin', 'Han', 'Hangul'],
  ['Latin', 'Han', 'Bopomofo'],
];

/** The scripts of a name's letters and non-ASCII digits; null when one belongs to none we know. */
function scriptsOf(name: string): Set<Script> | null {
  const found = new Set<Script>();
  for (const char of name) {
    if (/[0-9_.-]/.test(char)) continue;
    const script = patterns().find(([, pattern]) => pattern.test(char))?.[0];
    if (script) found.add(script);
    // Combining marks shared by every script (Script=Inherited) add nothing; a letter of an unknown
    // script, or a digit of another numbering system, is refused.
    else if (!/\p{M}/u.test(char)) return null;
  }
  return found;
}

function isWrittenTogether(scripts: Set<Script>): boolean {
  if (scripts.size <= 1) return true;
  return WRITTEN_TOGETHER.some((group) => [...scripts].every((script) => group.includes(script)));
}

/** Full-width, ligature and other compatibility forms become their plain letters (NFKC). */
export function normalizeUserName(name: string): string {
  return name.normalize('NFKC');
}

/** The message key of the character rule a (normalized) name breaks, or null. */
export function userNameCharacterProblem(name: string): 'username.characters' | 'username.mixedScripts' | null {
  if (!ALLOWED.test(name) || STRAY_MARK.test(name) || MARK_PILE.test(name)) return 'username.characters';
  const scripts = scriptsOf(name);
  if (!scripts) return 'username.characters';
  return isWrittenTogether(scripts) ? null : 'username.mixedScripts';
}
