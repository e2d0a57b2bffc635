/** Letters with no decomposition into a base letter and a mark, spelled the way titles in capitals give them. */
const FOLDED: Record<string, string> = { ı: 'i', ß: 'ss', œ: 'oe', æ: 'ae', ø: 'o', ł: 'l', đ: 'd' };

/**
 * A title folded for comparison: accents, case, punctuation and spacing aside, so "WALL·E" meets
 * "wall-e", "Les Evades" meets "Les Évadés" and "KIZLARI" meets "Kızları".
 */
export function titleKey(title: string): string {
  return title
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[ıßœæøłđ]/gu, (letter) => FOLDED[letter] ?? letter)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
