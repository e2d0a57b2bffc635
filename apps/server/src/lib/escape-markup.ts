/** Text made safe inside HTML or SVG, in element content and quoted attributes alike. */
export function escapeMarkup(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
