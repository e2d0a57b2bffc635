import type { Motif } from './motif-type.js';
import { mix } from './palette.js';
import { n } from './svg.js';

/** Emblems: a record, a keyhole, a newsroom globe, halftone, speech bubbles, a viewfinder. */

const circle = (cx: number, cy: number, r: number, fill: string, extra = '') =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${extra}/>`;

/** Music: a record sliding out of the frame, its grooves catching the light. */
const vinyl: Motif = ({ x, y, width, height }, palette, random) => {
  const radius = Math.min(width * 0.62, height * 0.6);
  const cx = x + width * (random() < 0.5 ? 0.3 : 0.7);
  const cy = y + height * 0.55;
  const grooves = Array.from({ length: 8 }, (_, index) =>
    circle(cx, cy, radius * (0.42 + index * 0.07), 'none', ` stroke="#ffffff" stroke-opacity="0.1" stroke-width="2"`),
  ).join('');
  const shine = `<path d="M${n(cx - radius * 0.7)} ${n(cy - radius * 0.7)} A${n(radius)} ${n(radius)} 0 0 1 ${n(cx + radius * 0.2)} ${n(cy - radius * 0.98)}" fill="none" stroke="#ffffff" stroke-opacity="0.25" stroke-width="10" stroke-linecap="round"/>`;
  return (
    circle(cx, cy, radius, mix(palette.bg, '#000000', 0.72)) +
    grooves +
    shine +
    circle(cx, cy, radius * 0.3, palette.accent) +
    circle(cx, cy, radius * 0.04, palette.bg)
  );
};

/** Mystery: a keyhole at the centre of widening rings. */
const keyhole: Motif = ({ x, y, width, height }, palette, random) => {
  const cx = x + width * (0.4 + 0.2 * random());
  const cy = y + height * 0.45;
  const rings = Array.from({ length: 7 }, (_, index) =>
    circle(
      cx,
      cy + 20,
      70 + index * 46,
      'none',
      ` stroke="${palette.accent}" stroke-opacity="${n(0.9 - index * 0.12)}" stroke-width="${n(8 - index)}"`,
    ),
  ).join('');
  const dark = mix(palette.bg, '#000000', 0.6);
  return (
    rings +
    circle(cx, cy + 20, 58, palette.accent) +
    circle(cx, cy, 22, dark) +
    `<polygon points="${n(cx - 12)},${n(cy + 8)} ${n(cx + 12)},${n(cy + 8)} ${n(cx + 22)},${n(cy + 58)} ${n(cx - 22)},${n(cy + 58)}" fill="${dark}"/>`
  );
};

/** News: a globe's meridians and a rising bar chart. */
const ticker: Motif = ({ x, y, width, height }, palette, random) => {
  const cx = x + width * 0.5;
  const cy = y + height * 0.42;
  const radius = Math.min(width, height) * 0.34;
  const stroke = `fill="none" stroke="${palette.ink}" stroke-opacity="0.55" stroke-width="3"`;
  const meridians = [0.25, 0.6, 1]
    .map((scale) => `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(radius * scale)}" ry="${n(radius)}" ${stroke}/>`)
    .join('');
  const parallels = [-0.5, 0, 0.5]
    .map(
      (at) =>
        `<line x1="${n(cx - radius * Math.sqrt(1 - at * at))}" y1="${n(cy + radius * at)}" x2="${n(cx + radius * Math.sqrt(1 - at * at))}" y2="${n(cy + radius * at)}" ${stroke}/>`,
    )
    .join('');
  const bars = Array.from({ length: 8 }, (_, index) => {
    const barHeight = height * (0.08 + index * 0.025 + random() * 0.06);
    return `<rect x="${n(x + 20 + index * ((width - 40) / 8))}" y="${n(y + height - barHeight)}" width="${n((width - 40) / 8 - 10)}" height="${n(barHeight)}" fill="${palette.accent}"/>`;
  }).join('');
  return circle(cx, cy, radius, palette.shade) + meridians + parallels + bars;
};

/** Reality: halftone dots swelling towards a corner, as in a printed tabloid. */
const halftone: Motif = ({ x, y, width, height }, palette, random) => {
  const step = 26;
  const originX = random() < 0.5 ? x : x + width;
  const reach = Math.hypot(width, height);
  let dots = '';
  for (let row = 0; row * step < height + step; row += 1) {
    for (let column = 0; column * step < width + step; column += 1) {
      const dotX = x + column * step + (row % 2 ? step / 2 : 0);
      const dotY = y + row * step;
      const radius = (1 - Math.hypot(dotX - originX, dotY - (y + height)) / reach) * step * 0.62;
      if (radius > 1.5) dots += circle(dotX, dotY, radius, palette.accent);
    }
  }
  return dots;
};

/** Talk: two speech bubbles answering each other. */
const speech: Motif = ({ x, y, width, height }, palette) => {
  const bubble = (left: number, top: number, w: number, h: number, fill: string, tailLeft: boolean) => {
    const tailX = tailLeft ? left + w * 0.2 : left + w * 0.8;
    const dots = [0, 1, 2].map((index) => circle(left + w / 2 + (index - 1) * 30, top + h / 2, 9, palette.bg)).join('');
    return `<rect x="${n(left)}" y="${n(top)}" width="${n(w)}" height="${n(h)}" rx="${n(h / 2)}" fill="${fill}"/><polygon points="${n(tailX - 18)},${n(top + h - 4)} ${n(tailX + 18)},${n(top + h - 4)} ${n(tailX + (tailLeft ? -26 : 26))},${n(top + h + 40)}" fill="${fill}"/>${dots}`;
  };
  return (
    bubble(x + width * 0.08, y + height * 0.14, width * 0.6, height * 0.3, palette.accent, true) +
    bubble(x + width * 0.34, y + height * 0.54, width * 0.58, height * 0.28, palette.ink, false)
  );
};

/** Anything else: a camera's viewfinder, its corners and its centre cross. */
const frames: Motif = ({ x, y, width, height }, palette) => {
  const inset = 30;
  const arm = 44;
  const corner = (cx: number, cy: number, dx: number, dy: number) =>
    `<polyline points="${n(cx + dx * arm)},${n(cy)} ${n(cx)},${n(cy)} ${n(cx)},${n(cy + dy * arm)}" fill="none" stroke="${palette.accent}" stroke-width="7"/>`;
  const cx = x + width / 2;
  const cy = y + height / 2;
  const box = Array.from(
    { length: 4 },
    (_, index) =>
      `<rect x="${n(x + inset + 30 + index * 26)}" y="${n(y + inset + 30 + index * 26)}" width="${n(width - 2 * (inset + 30 + index * 26))}" height="${n(height - 2 * (inset + 30 + index * 26))}" fill="none" stroke="${palette.shade}" stroke-width="10"/>`,
  ).join('');
  return (
    box +
    corner(x + inset, y + inset, 1, 1) +
    corner(x + width - inset, y + inset, -1, 1) +
    corner(x + inset, y + height - inset, 1, -1) +
    corner(x + width - inset, y + height - inset, -1, -1) +
    `<path d="M${n(cx - 24)} ${n(cy)}h48M${n(cx)} ${n(cy - 24)}v48" stroke="${palette.accent}" stroke-width="5"/>`
  );
};

export const EMBLEM_MOTIFS = { vinyl, keyhole, ticker, halftone, speech, frames } satisfies Record<string, Motif>;
