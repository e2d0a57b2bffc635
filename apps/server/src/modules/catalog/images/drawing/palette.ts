import { pick } from './svg.js';

/**
 * A poster's colours. The same image shows on the light (#fafaf9) and the dark (#0c0a09) theme, so
 * no background is near white or near black (its edge must show on both), and the title's ink keeps
 * WCAG AA contrast (4.5:1) on the background; palette.test.ts checks both.
 */
export interface Palette {
  bg: string;
  /** The title and the marks. */
  ink: string;
  /** The motif's highlight. */
  accent: string;
  /** A quiet second tone of the background for the motif's large shapes. */
  shade: string;
}

const p = (bg: string, ink: string, accent: string, shade: string): Palette => ({ bg, ink, accent, shade });

/** Two or three palettes per genre (three for the commonest), so two dramas side by side are not twins. */
export const GENRE_PALETTES = {
  drama: [
    p('#23305e', '#f6efe2', '#e3a64a', '#324582'),
    p('#5b2333', '#f7ece4', '#e9a88c', '#74303f'),
    p('#8c3b2f', '#fbefe3', '#f2c57c', '#a24a3c'),
  ],
  comedy: [
    p('#f4c430', '#1f1a14', '#e2542c', '#f9dc74'),
    p('#ff8a5c', '#21160f', '#fff1c9', '#ffa47f'),
    p('#7ad3b0', '#10261e', '#ff6b6b', '#9ce0c5'),
  ],
  action: [
    p('#c62a1f', '#fff7ea', '#ffb43b', '#a11f16'),
    p('#e8611a', '#160d08', '#fff0d6', '#c94f12'),
    p('#1f3b57', '#ffffff', '#ff7a1a', '#2a4c6e'),
  ],
  adventure: [
    p('#1f6b73', '#fff4dc', '#f2b13c', '#2a8590'),
    p('#8a5a1f', '#fff6e3', '#7fd1c7', '#a06c2a'),
    p('#2d5a27', '#fff6dc', '#f4a259', '#386e31'),
  ],
  animation: [
    p('#2f5fe0', '#ffffff', '#ffd23f', '#4b78f0'),
    p('#ff5d8f', '#1d1033', '#ffe066', '#ff86ab'),
    p('#7b2cbf', '#ffffff', '#ffd60a', '#8f45d1'),
  ],
  crime: [
    p('#2f3640', '#f5f1e8', '#f2c230', '#3d4653'),
    p('#6e1d1d', '#f9efe6', '#f2c230', '#862626'),
    p('#26365a', '#f1f5ff', '#e63946', '#31456f'),
  ],
  documentary: [p('#d8ccb2', '#1c1917', '#b23a2a', '#c5b797'), p('#2f5d50', '#f3efe3', '#e9c46a', '#3b7262')],
  family: [p('#1f7f55', '#ffffff', '#ffd166', '#2a9466'), p('#4aa3df', '#0f2236', '#fff3b0', '#72b9ea')],
  fantasy: [p('#3f2a78', '#f7eefe', '#f4c95d', '#523a94'), p('#134e4a', '#eafff8', '#c4b5fd', '#1b6660')],
  history: [p('#7b4a26', '#f6e7c8', '#e0b25a', '#8f5a31'), p('#d9c49a', '#3b2415', '#8c3b1e', '#cbb283')],
  horror: [
    p('#631219', '#f4ece4', '#e63946', '#7a1820'),
    p('#22392a', '#dff5c3', '#9fe870', '#2d4a37'),
    p('#2b2d42', '#edf2f4', '#ef233c', '#3a3d59'),
  ],
  music: [p('#b3206f', '#ffffff', '#ffd23f', '#c93583'), p('#33228a', '#f3f0ff', '#3ee6d2', '#4431a6')],
  mystery: [p('#15435c', '#f3ead2', '#e8b04a', '#1d5675'), p('#3b3353', '#efe9ff', '#9be7d8', '#4a416a')],
  romance: [p('#b8304f', '#fff4f4', '#ffc2cf', '#cc4464'), p('#f4b6c2', '#4a1022', '#b8304f', '#f7cbd4')],
  scifi: [
    p('#0f2f57', '#eaf6ff', '#45e0f0', '#173f70'),
    p('#3d1c73', '#fff0fb', '#ff5fd2', '#4c2589'),
    p('#0b3b3c', '#e6fffb', '#b8f35a', '#124f50'),
  ],
  thriller: [
    p('#283739', '#eef2e2', '#d9f24a', '#34474a'),
    p('#7a1020', '#fff0f0', '#ffd0d6', '#951629'),
    p('#0f4c5c', '#f3f7f0', '#fb8b24', '#15627a'),
  ],
  war: [p('#4d5526', '#f1ead2', '#c9a85a', '#5e6830'), p('#5a5f66', '#f5f3ee', '#e07a3a', '#6b7179')],
  western: [p('#a8501f', '#fff1d6', '#f6d08a', '#8f4319'), p('#e7b36a', '#2a170b', '#9c3b17', '#d99e4e')],
  news: [p('#1d4ed8', '#ffffff', '#fca5a5', '#2f5fe6')],
  reality: [p('#c8265f', '#ffffff', '#ffe14d', '#d83c72')],
  talk: [p('#6d28d9', '#ffffff', '#fde68a', '#7c3aed')],
  other: [p('#3f4a5a', '#f4f1ea', '#e5a54b', '#4c5869')],
} as const satisfies Record<string, readonly Palette[]>;

export type GenreKey = keyof typeof GENRE_PALETTES;

/** Videos take a colour from their channel: one channel's videos look like a series. */
export const VIDEO_PALETTES: readonly Palette[] = [
  p('#b91c1c', '#ffffff', '#fecaca', '#991b1b'),
  p('#1e3a8a', '#ffffff', '#93c5fd', '#2746a6'),
  p('#0f766e', '#ffffff', '#99f6e4', '#138a80'),
  p('#334155', '#ffffff', '#f87171', '#475569'),
  p('#7c2d92', '#ffffff', '#f0abfc', '#8e3aa6'),
];

/** Podcasts take a colour from their publisher, like a network's house style. */
export const PODCAST_PALETTES: readonly Palette[] = [
  p('#5b21b6', '#ffffff', '#c4b5fd', '#6d34cc'),
  p('#14532d', '#f0fdf4', '#86efac', '#1c6b3b'),
  p('#f59e0b', '#1c1917', '#7c2d12', '#f7b23c'),
  p('#e4572e', '#1a0f0a', '#fff1e6', '#ec7350'),
  p('#0c4a6e', '#f0f9ff', '#7dd3fc', '#125d88'),
  p('#831843', '#fdf2f8', '#f9a8d4', '#9d1d52'),
];

export const paletteFor = (genre: GenreKey, seed: string): Palette => pick(GENRE_PALETTES[genre], `palette:${seed}`);

/** `from` moved towards `to` by `amount` (0 to 1), for silhouettes and shadows in a palette's own hue. */
export function mix(from: string, to: string, amount: number): string {
  const channel = (hex: string, index: number) => parseInt(hex.slice(1 + index * 2, 3 + index * 2), 16);
  const mixed = [0, 1, 2].map((index) =>
    Math.round(channel(from, index) + (channel(to, index) - channel(from, index)) * amount),
  );
  return `#${mixed.map((value) => value.toString(16).padStart(2, '0')).join('')}`;
}

/** WCAG relative luminance of a `#rrggbb` colour. */
export function luminance(hex: string): number {
  const [r, g, b] = [0, 1, 2].map((index) => {
    const value = parseInt(hex.slice(1 + index * 2, 3 + index * 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * (r as number) + 0.7152 * (g as number) + 0.0722 * (b as number);
}

/** WCAG contrast ratio between two colours (1 to 21). */
export function contrast(a: string, b: string): number {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
}

/** The app's page backgrounds (../web styles): a poster must keep its edge on both. */
export const THEME_BACKGROUNDS = { light: '#fafaf9', dark: '#0c0a09' } as const;

export interface Panel {
  fill: string;
  /** The title on the panel: the palette's ink, its background or white, whichever reads best. */
  ink: string;
  /** A thin line that sets the panel off. */
  rule: string;
}

/**
 * A solid block for the title (a band, a panel): the accent when the title reads on it, else the
 * background deepened, else the ink softened towards it. Never near white nor near black, so the poster keeps its edge
 * on both themes, and always set off from the background.
 */
export function panelOf(palette: Palette): Panel {
  for (const fill of [palette.accent, mix(palette.bg, '#000000', 0.4), mix(palette.ink, palette.bg, 0.25)]) {
    const ink = [palette.ink, palette.bg, '#ffffff'].reduce((best, colour) =>
      contrast(colour, fill) > contrast(best, fill) ? colour : best,
    );
    const readable = contrast(ink, fill) >= 4.5;
    const edged = contrast(fill, THEME_BACKGROUNDS.light) >= 1.4 && contrast(fill, THEME_BACKGROUNDS.dark) >= 1.25;
    if (readable && edged && contrast(fill, palette.bg) >= 1.3)
      return { fill, ink, rule: fill === palette.accent ? palette.ink : palette.accent };
  }
  return { fill: palette.ink, ink: palette.bg, rule: palette.accent };
}
