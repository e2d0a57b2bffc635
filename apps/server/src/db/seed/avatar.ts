import { loadSharp } from '../../lib/sharp.js';
import { escapeMarkup } from '../../lib/escape-markup.js';

/** Two initials taken from the username's words (`margaux_cine` → `MC`). */
export function initialsOf(userName: string): string {
  const words = userName.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  const letters = words.length > 1 ? `${words[0]?.[0] ?? ''}${words[1]?.[0] ?? ''}` : userName.slice(0, 2);
  return letters.toUpperCase();
}

/** A PNG avatar: the initials in white on a coloured disc-friendly square, rendered from SVG by sharp. */
export async function initialsAvatar(userName: string, colour: string, size = 256): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 256 256">
  <rect width="256" height="256" fill="${escapeMarkup(colour)}"/>
  <circle cx="210" cy="46" r="90" fill="#ffffff" fill-opacity="0.08"/>
  <text x="128" y="128" dy="0.35em" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif"
    font-size="104" font-weight="700" fill="#ffffff">${escapeMarkup(initialsOf(userName))}</text>
</svg>`;
  return (await loadSharp())(Buffer.from(svg)).png().toBuffer();
}
