import type { Motif } from './motif-type.js';
import { mix } from './palette.js';
import { n } from './svg.js';

/** Landscapes and skies: a horizon, a range, a mesa, a temple, a starry night. */

const circle = (cx: number, cy: number, r: number, fill: string, extra = '') =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${extra}/>`;
const polygon = (points: readonly [number, number][], fill: string, extra = '') =>
  `<polygon points="${points.map(([x, y]) => `${n(x)},${n(y)}`).join(' ')}" fill="${fill}"${extra}/>`;

/** Drama: a low sun over still water, its reflection in broken lines. */
const sunset: Motif = ({ x, y, width, height }, palette, random) => {
  const cx = x + width * (0.3 + 0.4 * random());
  const sea = y + height * 0.64;
  const radius = width * 0.27;
  const reflections = [0, 1, 2, 3, 4, 5]
    .map((index) => {
      const half = radius * (0.95 - index * 0.14);
      return `<rect x="${n(cx - half)}" y="${n(sea + 14 + index * 16)}" width="${n(half * 2)}" height="5" rx="2.5" fill="${palette.accent}" fill-opacity="${n(0.75 - index * 0.1)}"/>`;
    })
    .join('');
  return (
    circle(cx, sea, radius, palette.accent) +
    `<rect x="${n(x)}" y="${n(sea)}" width="${n(width)}" height="${n(y + height - sea)}" fill="${mix(palette.bg, '#000000', 0.3)}"/>` +
    reflections
  );
};

/** Drama at night: a full moon over rolling waves. */
const moonlitSea: Motif = ({ x, y, width, height }, palette, random) => {
  const sea = y + height * 0.56;
  const moon = circle(
    x + width * (0.25 + 0.5 * random()),
    y + height * 0.28,
    Math.min(width, height) * 0.15,
    palette.accent,
  );
  const waves = Array.from({ length: 6 }, (_, index) => {
    const waveY = sea + index * ((y + height - sea) / 6) + 10;
    const crest = 10 + index * 3;
    let path = `M${n(x - 40 + random() * 30)} ${n(waveY)}`;
    for (let step = 0; step < 8; step += 1) path += ` q${n(width / 16)} ${step % 2 ? crest : -crest} ${n(width / 8)} 0`;
    return `<path d="${path}" fill="none" stroke="${palette.accent}" stroke-opacity="${n(0.35 + index * 0.12)}" stroke-width="${n(3 + index)}" stroke-linecap="round"/>`;
  }).join('');
  return (
    moon +
    `<rect x="${n(x)}" y="${n(sea)}" width="${n(width)}" height="${n(y + height - sea)}" fill="${mix(palette.bg, '#000000', 0.3)}"/>` +
    waves
  );
};

const horizon: Motif = (box, palette, random) => (random() < 0.5 ? sunset : moonlitSea)(box, palette, random);

/** Adventure: three ranges of peaks under a sun, the nearest darkest. */
const mountains: Motif = ({ x, y, width, height }, palette, random) => {
  const range = (base: number, peak: number, colour: string) => {
    const points: [number, number][] = [[x, y + height]];
    for (let step = 0; step <= 6; step += 1) {
      const up = step % 2 === 1;
      points.push([
        x + (width * step) / 6 + (random() - 0.5) * 30,
        up ? base - peak * (0.6 + 0.4 * random()) : base - peak * 0.2 * random(),
      ]);
    }
    points.push([x + width, y + height]);
    return polygon(points, colour);
  };
  return (
    circle(x + width * (0.25 + 0.5 * random()), y + height * 0.3, width * 0.14, palette.accent) +
    range(y + height * 0.72, height * 0.45, palette.shade) +
    range(y + height * 0.86, height * 0.38, mix(palette.bg, '#000000', 0.25)) +
    range(y + height * 1.02, height * 0.3, mix(palette.bg, '#000000', 0.45))
  );
};

/** Western: a striped setting sun behind a flat-topped mesa. */
const mesa: Motif = ({ x, y, width, height }, palette, random) => {
  const cx = x + width * (0.4 + 0.2 * random());
  const ground = y + height * 0.78;
  const radius = width * 0.3;
  const stripes = [0, 1, 2, 3]
    .map(
      (index) =>
        `<rect x="${n(cx - radius)}" y="${n(ground - radius * (0.55 - index * 0.14))}" width="${n(radius * 2)}" height="${n(5 + index * 3)}" fill="${palette.bg}"/>`,
    )
    .join('');
  const silhouette = mix(palette.bg, '#000000', 0.5);
  const left = x + width * (0.05 + 0.2 * random());
  const top = ground - height * 0.24;
  return (
    circle(cx, ground, radius, palette.accent) +
    stripes +
    polygon(
      [
        [x, ground],
        [left, ground],
        [left + 24, top],
        [left + width * 0.36, top],
        [left + width * 0.36 + 30, ground],
      ],
      silhouette,
    ) +
    polygon(
      [
        [x + width * 0.7, ground],
        [x + width * 0.76, ground - height * 0.12],
        [x + width * 0.9, ground - height * 0.12],
        [x + width * 0.96, ground],
      ],
      silhouette,
    ) +
    `<rect x="${n(x)}" y="${n(ground)}" width="${n(width)}" height="${n(y + height - ground)}" fill="${silhouette}"/>`
  );
};

/** History: a temple front, its columns and steps. */
const columns: Motif = ({ x, y, width, height }, palette) => {
  const size = Math.min(width * 0.8, height * 0.95);
  const left = x + (width - size) / 2;
  const top = y + (height - size * 0.85) / 2;
  const colour = palette.accent;
  const shaftTop = top + size * 0.26;
  const shaftHeight = size * 0.44;
  const shafts = [0, 1, 2, 3, 4]
    .map((index) => {
      const cx = left + size * (0.14 + index * 0.18);
      return `<rect x="${n(cx - size * 0.045)}" y="${n(shaftTop)}" width="${n(size * 0.09)}" height="${n(shaftHeight)}" fill="${colour}"/><rect x="${n(cx - size * 0.065)}" y="${n(shaftTop - size * 0.035)}" width="${n(size * 0.13)}" height="${n(size * 0.03)}" fill="${colour}"/>`;
    })
    .join('');
  const steps = [0, 1, 2]
    .map(
      (index) =>
        `<rect x="${n(left - index * size * 0.03)}" y="${n(shaftTop + shaftHeight + index * size * 0.04)}" width="${n(size + index * size * 0.06)}" height="${n(size * 0.035)}" fill="${colour}" fill-opacity="${n(1 - index * 0.2)}"/>`,
    )
    .join('');
  return (
    polygon(
      [
        [left - size * 0.02, top + size * 0.2],
        [left + size / 2, top],
        [left + size * 1.02, top + size * 0.2],
      ],
      colour,
    ) +
    shafts +
    steps
  );
};

/** Horror: blood dripping from the top edge over a pale moon. */
const drips: Motif = ({ x, y, width, height }, palette, random) => {
  const moon = circle(
    x + width * (0.3 + 0.4 * random()),
    y + height * 0.62,
    width * 0.2,
    palette.ink,
    ' fill-opacity="0.14"',
  );
  const count = 9;
  const runs = Array.from({ length: count }, (_, index) => {
    const cx = x + (width / count) * (index + 0.5);
    const thick = 10 + random() * 16;
    const length = height * (0.12 + random() * 0.45);
    return (
      `<rect x="${n(cx - thick / 2)}" y="${n(y)}" width="${n(thick)}" height="${n(length)}" fill="${palette.accent}"/>` +
      circle(cx, y + length, thick * 0.75, palette.accent)
    );
  }).join('');
  return (
    moon +
    `<rect x="${n(x)}" y="${n(y)}" width="${n(width)}" height="${n(height * 0.08)}" fill="${palette.accent}"/>` +
    runs
  );
};

/** Fantasy: a crescent moon in a field of four-point stars. */
const stars: Motif = ({ x, y, width, height }, palette, random) => {
  const sparkle = (cx: number, cy: number, r: number) =>
    polygon(
      [
        [cx, cy - r],
        [cx + r * 0.22, cy - r * 0.22],
        [cx + r, cy],
        [cx + r * 0.22, cy + r * 0.22],
        [cx, cy + r],
        [cx - r * 0.22, cy + r * 0.22],
        [cx - r, cy],
        [cx - r * 0.22, cy - r * 0.22],
      ],
      palette.accent,
    );
  // Kept off the area's edges: a star cut in half by the title's panel reads as a mistake.
  const field = Array.from({ length: 22 }, () =>
    sparkle(x + 24 + random() * (width - 48), y + 24 + random() * (height - 48), 4 + random() * random() * 18),
  ).join('');
  const cx = x + width * (0.55 + 0.2 * random());
  const cy = y + height * 0.38;
  const radius = Math.min(width, height) * 0.24;
  return (
    field +
    circle(cx, cy, radius, palette.accent) +
    circle(cx + radius * 0.42, cy - radius * 0.2, radius * 0.86, palette.bg)
  );
};

/** Family: a rainbow of wide bands rising from the bottom, two round clouds. */
const rainbow: Motif = ({ x, y, width, height }, palette, random) => {
  const bands = ['#ef476f', '#ffd166', '#06d6a0', '#118ab2', palette.bg];
  const cx = x + width * (0.35 + 0.3 * random());
  const base = y + height;
  const outer = Math.min(width * 0.62, height * 0.9);
  const arcs = bands.map((colour, index) => circle(cx, base, outer * (1 - index * 0.17), colour)).join('');
  const cloud = (cloudX: number) =>
    [0, 1, 2]
      .map((index) => circle(cloudX + index * 26, base - 18 - (index === 1 ? 14 : 0), index === 1 ? 30 : 22, '#ffffff'))
      .join('');
  return arcs + cloud(cx - outer * 0.85) + cloud(cx + outer * 0.6);
};

/** Science fiction: a grid running to the horizon under a ringed planet. */
const grid: Motif = ({ x, y, width, height }, palette, random) => {
  const horizonY = y + height * 0.5;
  const vanishX = x + width / 2;
  const stroke = `stroke="${palette.accent}" stroke-width="2" stroke-opacity="0.8"`;
  const rows = Array.from({ length: 9 }, (_, index) => {
    const rowY = horizonY + (y + height - horizonY) * ((index + 1) / 9) ** 1.8;
    return `<line x1="${n(x)}" y1="${n(rowY)}" x2="${n(x + width)}" y2="${n(rowY)}" ${stroke}/>`;
  }).join('');
  const rays = Array.from(
    { length: 13 },
    (_, index) =>
      `<line x1="${n(vanishX)}" y1="${n(horizonY)}" x2="${n(x - width + (index * width * 3) / 12)}" y2="${n(y + height)}" ${stroke}/>`,
  ).join('');
  const px = x + width * (0.3 + 0.4 * random());
  const py = y + height * 0.25;
  const radius = width * 0.13;
  const planet =
    circle(px, py, radius, palette.shade) +
    `<ellipse cx="${n(px)}" cy="${n(py)}" rx="${n(radius * 1.9)}" ry="${n(radius * 0.45)}" fill="none" stroke="${palette.accent}" stroke-width="4" transform="rotate(-18 ${n(px)} ${n(py)})"/>`;
  const dust = Array.from({ length: 14 }, () =>
    circle(x + random() * width, y + random() * height * 0.45, 1.5 + random() * 2, palette.ink, ' fill-opacity="0.6"'),
  ).join('');
  return (
    dust +
    planet +
    `<line x1="${n(x)}" y1="${n(horizonY)}" x2="${n(x + width)}" y2="${n(horizonY)}" stroke="${palette.accent}" stroke-width="3"/>` +
    rows +
    rays
  );
};

export const SCENIC_MOTIFS = { horizon, mountains, mesa, columns, drips, stars, rainbow, grid } satisfies Record<
  string,
  Motif
>;
