import type { Motif } from './motif-type.js';
import { mix } from './palette.js';
import { n } from './svg.js';

/** Graphic patterns: rays, bursts, tape, film, grooves, rings. */

const circle = (cx: number, cy: number, r: number, fill: string, extra = '') =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${extra}/>`;
const polygon = (points: readonly [number, number][], fill: string, extra = '') =>
  `<polygon points="${points.map(([x, y]) => `${n(x)},${n(y)}`).join(' ')}" fill="${fill}"${extra}/>`;
/** A point at `radius` and `angle` (radians) from a centre. */
const polar = (cx: number, cy: number, radius: number, angle: number): [number, number] => [
  cx + radius * Math.cos(angle),
  cy + radius * Math.sin(angle),
];

/** Comedy: sun rays from a low point and a big round sun. */
const sunburst: Motif = ({ x, y, width, height }, palette, random) => {
  const cx = x + width * (0.3 + 0.4 * random());
  const cy = y + height * 0.78;
  const reach = Math.hypot(width, height) * 1.2;
  const rays = Array.from({ length: 16 }, (_, index) => {
    const angle = (index * Math.PI * 2) / 16;
    return polygon([[cx, cy], polar(cx, cy, reach, angle), polar(cx, cy, reach, angle + Math.PI / 16)], palette.shade);
  }).join('');
  return (
    rays +
    circle(cx, cy, width * 0.2, palette.accent) +
    circle(cx, cy, width * 0.2 + 14, 'none', ` stroke="${palette.accent}" stroke-width="5"`)
  );
};

/** Action at speed: bold diagonal lines racing across, one of them in the accent. */
const speedLines: Motif = ({ x, y, width, height }, palette, random) =>
  Array.from({ length: 9 }, (_, index) => {
    const left = x - height * 0.6 + index * (width / 7) + random() * 20;
    const thick = 8 + random() * 34;
    return `<polygon points="${n(left)},${n(y + height)} ${n(left + thick)},${n(y + height)} ${n(left + thick + height * 0.6)},${n(y)} ${n(left + height * 0.6)},${n(y)}" fill="${index % 3 === 1 ? palette.accent : palette.shade}"/>`;
  }).join('');

/** An explosion burst over diagonal speed stripes. */
const burst: Motif = ({ x, y, width, height }, palette, random) => {
  const stripes = Array.from({ length: 6 }, (_, index) => {
    const left = x - height + index * (width + height) * 0.2 + random() * 30;
    const thick = 14 + random() * 26;
    return polygon(
      [
        [left, y + height],
        [left + thick, y + height],
        [left + thick + height, y],
        [left + height, y],
      ],
      palette.shade,
    );
  }).join('');
  const cx = x + width * (0.35 + 0.3 * random());
  const cy = y + height * 0.5;
  const outer = Math.min(width, height) * 0.46;
  const star = (scale: number, fill: string) =>
    polygon(
      Array.from({ length: 22 }, (_, index) =>
        polar(cx, cy, outer * scale * (index % 2 === 0 ? 1 : 0.5 + random() * 0.12), (index * Math.PI) / 11),
      ),
      fill,
    );
  return stripes + star(1, palette.accent) + star(0.55, palette.ink);
};

/** Action: an explosion burst over diagonal speed stripes, or the stripes alone. */
const shards: Motif = (box, palette, random) =>
  random() < 0.35 ? speedLines(box, palette, random) : burst(box, palette, random);

/** Animation: bouncing balls, a squiggle and a couple of sparkles. */
const blobs: Motif = ({ x, y, width, height }, palette, random) => {
  const colours = [palette.accent, palette.shade, palette.ink];
  const balls = Array.from({ length: 7 }, (_, index) =>
    circle(
      x + random() * width,
      y + random() * height,
      14 + random() * width * 0.16,
      colours[index % 3] as string,
      index % 3 === 2 ? ' fill-opacity="0.85"' : '',
    ),
  ).join('');
  const baseY = y + height * (0.35 + 0.3 * random());
  let path = `M${n(x - 10)} ${n(baseY)}`;
  for (let step = 0; step < 6; step += 1) path += ` q${n(width / 12)} ${step % 2 ? 40 : -40} ${n(width / 6)} 0`;
  return balls + `<path d="${path}" fill="none" stroke="${palette.accent}" stroke-width="12" stroke-linecap="round"/>`;
};

/** Crime: two bands of hazard tape across a fingerprint of rings. */
const tape: Motif = ({ x, y, width, height }, palette, random) => {
  const cx = x + width * (0.3 + 0.4 * random());
  const cy = y + height * 0.5;
  const rings = Array.from(
    { length: 9 },
    (_, index) =>
      `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(18 + index * 16)}" ry="${n(26 + index * 21)}" fill="none" stroke="${palette.shade}" stroke-width="6"/>`,
  ).join('');
  const dark = mix(palette.accent, '#000000', 0.85);
  const band = (angle: number, bandY: number) => {
    const hatch = Array.from({ length: 22 }, (_, index) =>
      polygon(
        [
          [x - width * 0.4 + index * 52, bandY],
          [x - width * 0.4 + index * 52 + 24, bandY],
          [x - width * 0.4 + index * 52 + 4, bandY + 46],
          [x - width * 0.4 + index * 52 - 20, bandY + 46],
        ],
        dark,
      ),
    ).join('');
    return `<g transform="rotate(${angle} ${n(x + width / 2)} ${n(bandY + 23)})"><rect x="${n(x - width * 0.4)}" y="${n(bandY)}" width="${n(width * 1.8)}" height="46" fill="${palette.accent}"/>${hatch}</g>`;
  };
  return rings + band(-14, y + height * 0.3) + band(9, y + height * 0.62);
};

/** Documentary: a strip of film with its sprocket holes, running across a fine grid. */
const filmstrip: Motif = ({ x, y, width, height }, palette, random) => {
  const lines = Array.from(
    { length: 12 },
    (_, index) =>
      `<line x1="${n(x + index * 44)}" y1="${n(y)}" x2="${n(x + index * 44)}" y2="${n(y + height)}" stroke="${palette.ink}" stroke-opacity="0.12" stroke-width="1.5"/>`,
  ).join('');
  const film = mix(palette.bg, '#000000', 0.75);
  const stripHeight = Math.min(170, height * 0.6);
  const top = y + (height - stripHeight) / 2;
  const holes = Array.from({ length: 14 }, (_, index) =>
    [top + 10, top + stripHeight - 26]
      .map(
        (holeY) =>
          `<rect x="${n(x - 30 + index * 44)}" y="${n(holeY)}" width="20" height="16" rx="3" fill="${palette.bg}"/>`,
      )
      .join(''),
  ).join('');
  const frames = Array.from(
    { length: 5 },
    (_, index) =>
      `<rect x="${n(x - 40 + index * 130)}" y="${n(top + 36)}" width="116" height="${n(stripHeight - 72)}" rx="4" fill="${index % 2 ? palette.accent : palette.shade}"/>`,
  ).join('');
  const angle = -6 + random() * 12;
  return (
    lines +
    `<g transform="rotate(${n(angle)} ${n(x + width / 2)} ${n(top + stripHeight / 2)})"><rect x="${n(x - 60)}" y="${n(top)}" width="${n(width + 120)}" height="${n(stripHeight)}" fill="${film}"/>${holes}${frames}</g>`
  );
};

/** Romance: one large heart leaving the frame, a few small ones. */
const HEART =
  'M12 21.35l-1.45-1.32C5.4 15.36 2 12.28 2 8.5 2 5.42 4.42 3 7.5 3c1.74 0 3.41.81 4.5 2.09C13.09 3.81 14.76 3 16.5 3 19.58 3 22 5.42 22 8.5c0 3.78-3.4 6.86-8.55 11.54L12 21.35z';
const hearts: Motif = ({ x, y, width, height }, palette, random) => {
  const heart = (cx: number, cy: number, size: number, fill: string, turn: number) =>
    `<path d="${HEART}" fill="${fill}" transform="translate(${n(cx)} ${n(cy)}) rotate(${n(turn)}) scale(${n(size / 24)}) translate(-12 -12)"/>`;
  const small = Array.from({ length: 6 }, () =>
    heart(x + random() * width, y + random() * height, 18 + random() * 26, palette.shade, -20 + random() * 40),
  ).join('');
  const big = Math.min(width, height) * 0.95;
  return (
    small +
    heart(x + width * (0.45 + 0.2 * random()), y + height * 0.55, big, palette.accent, -12) +
    heart(x + width * 0.2, y + height * 0.25, big * 0.3, palette.ink, 14)
  );
};

/** Thriller: squares turning into a tunnel, the vertigo of a fall. */
const vertigo: Motif = ({ x, y, width, height }, palette, random) => {
  const cx = x + width * (0.4 + 0.2 * random());
  const cy = y + height * 0.5;
  let size = Math.max(width, height) * 1.1;
  let squares = '';
  for (let index = 0; index < 14; index += 1) {
    const fill = index % 2 === 0 ? palette.shade : palette.bg;
    squares += `<rect x="${n(cx - size / 2)}" y="${n(cy - size / 2)}" width="${n(size)}" height="${n(size)}" fill="${index === 13 ? palette.accent : fill}" transform="rotate(${index * 9} ${n(cx)} ${n(cy)})"/>`;
    size *= 0.8;
  }
  return squares;
};

/** War: stacked chevrons under searchlight beams. */
const chevrons: Motif = ({ x, y, width, height }, palette, random) => {
  const beams = [0.2, 0.75]
    .map((at) => {
      const foot = x + width * at;
      const lean = (random() - 0.5) * width * 0.6;
      return polygon(
        [
          [foot - 6, y + height],
          [foot + 6, y + height],
          [foot + lean + 60, y],
          [foot + lean - 60, y],
        ],
        palette.ink,
        ' fill-opacity="0.12"',
      );
    })
    .join('');
  const cx = x + width / 2;
  const stack = [0, 1, 2]
    .map((index) => {
      const tipY = y + height * 0.3 + index * 56;
      return `<polyline points="${n(cx - 120)},${n(tipY + 70)} ${n(cx)},${n(tipY)} ${n(cx + 120)},${n(tipY + 70)}" fill="none" stroke="${palette.accent}" stroke-width="30" stroke-linejoin="miter"/>`;
    })
    .join('');
  return beams + stack;
};

export const PATTERN_MOTIFS = { sunburst, shards, blobs, tape, filmstrip, hearts, vertigo, chevrons } satisfies Record<
  string,
  Motif
>;
