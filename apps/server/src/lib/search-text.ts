/** Lower-case and accent-free, for case- and accent-insensitive title search (`lists.title_search`). */
export function toSearchText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

/** `%text%` for LIKE, with the user's own `%`, `_` and `\` taken literally. */
export function likeContains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** `%fragment%` for LIKE on a folded column (`title_search`). */
export function containsPattern(fragment: string): string {
  return likeContains(toSearchText(fragment));
}
