/** A card title is cut at 20 characters plus an ellipsis (on windows wider than 400 px). */
export function cutTitle(title: string, max: number): string {
  const characters = [...title];
  return characters.length > max ? `${characters.slice(0, max).join('').trimEnd()}…` : title;
}
