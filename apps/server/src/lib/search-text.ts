/** Lower-case and accent-free, for case- and accent-insensitive title search (`lists.title_search`). */
export function toSearchText(text: string): string {
  return text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase().trim();
}
