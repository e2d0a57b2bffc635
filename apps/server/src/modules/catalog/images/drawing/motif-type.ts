import type { Palette } from './palette.js';
import type { Box } from './svg.js';

/**
 * Simple geometric art drawn inside `box` (the layout clips it), from the palette and a seeded sequence.
 * Its own file, so the motif families (motifs-*.ts) and the table gathering them (motifs.ts) share it
 * without importing each other in a loop.
 */
export type Motif = (box: Box, palette: Palette, random: () => number) => string;
