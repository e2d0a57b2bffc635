import { describe, expect, it } from 'vitest';
import { contrast, GENRE_PALETTES, panelOf, PODCAST_PALETTES, THEME_BACKGROUNDS, VIDEO_PALETTES } from './palette.js';

const ALL = [
  ...Object.entries(GENRE_PALETTES).flatMap(([genre, palettes]) =>
    palettes.map((palette, index) => [`${genre} ${index + 1}`, palette] as const),
  ),
  ...VIDEO_PALETTES.map((palette, index) => [`video ${index + 1}`, palette] as const),
  ...PODCAST_PALETTES.map((palette, index) => [`podcast ${index + 1}`, palette] as const),
];

describe('palettes', () => {
  it.each(ALL)('%s: the title reads on the background and on its panel (WCAG AA)', (_, palette) => {
    expect(contrast(palette.ink, palette.bg)).toBeGreaterThanOrEqual(4.5);
    const panel = panelOf(palette);
    expect(contrast(panel.ink, panel.fill)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(ALL)('%s: the poster keeps its edge on the light and the dark theme', (_, palette) => {
    expect(contrast(palette.bg, THEME_BACKGROUNDS.light)).toBeGreaterThanOrEqual(1.4);
    expect(contrast(palette.bg, THEME_BACKGROUNDS.dark)).toBeGreaterThanOrEqual(1.4);
    const { fill } = panelOf(palette);
    expect(contrast(fill, THEME_BACKGROUNDS.light)).toBeGreaterThanOrEqual(1.4);
    expect(contrast(fill, THEME_BACKGROUNDS.dark)).toBeGreaterThanOrEqual(1.25);
  });
});
