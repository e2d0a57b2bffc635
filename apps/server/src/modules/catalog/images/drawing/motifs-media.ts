import type { Motif } from './motif-type.js';
import { mix } from './palette.js';
import { n } from './svg.js';

/** The marks of videos and podcasts: a play button, a studio microphone, a waveform, broadcast rings. */

const circle = (cx: number, cy: number, r: number, fill: string, extra = '') =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${extra}/>`;

/** A video: a big play button on a screen's scan lines. */
const play: Motif = ({ x, y, width, height }, palette) => {
  const lines = Array.from(
    { length: Math.ceil(height / 12) },
    (_, index) =>
      `<rect x="${n(x)}" y="${n(y + index * 12)}" width="${n(width)}" height="5" fill="${palette.shade}" fill-opacity="0.55"/>`,
  ).join('');
  const radius = Math.min(width, height) * 0.3;
  const cx = x + width / 2;
  const cy = y + height / 2;
  const triangle = `<polygon points="${n(cx - radius * 0.34)},${n(cy - radius * 0.48)} ${n(cx + radius * 0.52)},${n(cy)} ${n(cx - radius * 0.34)},${n(cy + radius * 0.48)}" fill="${palette.bg}"/>`;
  return (
    lines +
    circle(cx, cy, radius + 10, palette.ink, ' fill-opacity="0.25"') +
    circle(cx, cy, radius, palette.ink) +
    triangle
  );
};

/** A podcast: a studio microphone on its stand, broadcasting rings on each side. */
const microphone: Motif = ({ x, y, width, height }, palette) => {
  const size = Math.min(width * 0.5, height * 0.8);
  const cx = x + width / 2;
  const top = y + (height - size) / 2;
  const headWidth = size * 0.4;
  const headHeight = size * 0.58;
  const grille = [1, 2, 3, 4]
    .map(
      (index) =>
        `<rect x="${n(cx - headWidth * 0.3)}" y="${n(top + headHeight * (0.2 + index * 0.13))}" width="${n(headWidth * 0.6)}" height="${n(size * 0.025)}" rx="${n(size * 0.0125)}" fill="${mix(palette.accent, '#000000', 0.35)}"/>`,
    )
    .join('');
  const holder = `<path d="M${n(cx - headWidth * 0.75)} ${n(top + headHeight * 0.55)} a${n(headWidth * 0.75)} ${n(headWidth * 0.75)} 0 0 0 ${n(headWidth * 1.5)} 0" fill="none" stroke="${palette.ink}" stroke-width="${n(size * 0.045)}" stroke-linecap="round"/>`;
  const standTop = top + headHeight * 0.55 + headWidth * 0.75;
  const stand = `<rect x="${n(cx - size * 0.025)}" y="${n(standTop)}" width="${n(size * 0.05)}" height="${n(top + size * 0.97 - standTop)}" fill="${palette.ink}"/><rect x="${n(cx - size * 0.2)}" y="${n(top + size * 0.96)}" width="${n(size * 0.4)}" height="${n(size * 0.05)}" rx="${n(size * 0.025)}" fill="${palette.ink}"/>`;
  const rings = [1, 2, 3]
    .map((index) => {
      const radius = headWidth * 0.55 + index * size * 0.11;
      const cy = top + headHeight * 0.42;
      const arc = (side: number) =>
        `<path d="M${n(cx + side * radius * 0.64)} ${n(cy - radius * 0.77)} A${n(radius)} ${n(radius)} 0 0 ${side > 0 ? 1 : 0} ${n(cx + side * radius * 0.64)} ${n(cy + radius * 0.77)}" fill="none" stroke="${palette.accent}" stroke-opacity="${n(1 - index * 0.25)}" stroke-width="${n(size * 0.035)}" stroke-linecap="round"/>`;
      return arc(1) + arc(-1);
    })
    .join('');
  return (
    rings +
    `<rect x="${n(cx - headWidth / 2)}" y="${n(top)}" width="${n(headWidth)}" height="${n(headHeight)}" rx="${n(headWidth / 2)}" fill="${palette.accent}"/>` +
    grille +
    holder +
    stand
  );
};

/** A podcast: a voice's waveform, mirrored around its centre line. */
const waveform: Motif = ({ x, y, width, height }, palette, random) => {
  const count = 31;
  const step = width / count;
  const cy = y + height / 2;
  let level = 0.5;
  const bars = Array.from({ length: count }, (_, index) => {
    level = Math.min(1, Math.max(0.12, level + (random() - 0.5) * 0.55));
    const envelope = Math.sin(((index + 0.5) / count) * Math.PI) ** 0.6;
    const half = (height / 2) * level * envelope;
    return `<rect x="${n(x + index * step + step * 0.2)}" y="${n(cy - half)}" width="${n(step * 0.6)}" height="${n(half * 2)}" rx="${n(step * 0.3)}" fill="${index % 5 === 2 ? palette.ink : palette.accent}"/>`;
  }).join('');
  return `<rect x="${n(x)}" y="${n(cy - 1.5)}" width="${n(width)}" height="3" fill="${palette.shade}"/>` + bars;
};

/** A podcast: broadcast rings spreading from a corner, an "on air" light at their source. */
const rings: Motif = ({ x, y, width, height }, palette, random) => {
  const cx = x + width * (random() < 0.5 ? 0.82 : 0.18);
  const cy = y + height * 0.3;
  const arcs = Array.from({ length: 9 }, (_, index) =>
    circle(
      cx,
      cy,
      40 + index * 44,
      'none',
      ` stroke="${index % 3 === 0 ? palette.accent : palette.shade}" stroke-width="${index % 3 === 0 ? 10 : 16}"`,
    ),
  ).join('');
  return arcs + circle(cx, cy, 22, palette.accent);
};

export const MEDIA_MOTIFS = { play, microphone, waveform, rings } satisfies Record<string, Motif>;
