import type { Motif } from './motif-type.js';
import { EMBLEM_MOTIFS } from './motifs-emblems.js';
import { MEDIA_MOTIFS } from './motifs-media.js';
import { PATTERN_MOTIFS } from './motifs-pattern.js';
import { SCENIC_MOTIFS } from './motifs-scenic.js';
import type { Palette } from './palette.js';
import type { Box } from './svg.js';

export const MOTIFS = { ...SCENIC_MOTIFS, ...PATTERN_MOTIFS, ...EMBLEM_MOTIFS, ...MEDIA_MOTIFS } satisfies Record<
  string,
  Motif
>;
export type MotifName = keyof typeof MOTIFS;

/** The motif wrapped in a group that names it (tests and the contact sheet read the name). */
export const drawMotif = (name: MotifName, box: Box, palette: Palette, random: () => number) =>
  `<g data-motif="${name}">${MOTIFS[name](box, palette, random)}</g>`;
