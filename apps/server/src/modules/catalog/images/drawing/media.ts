import { drawMotif } from './motifs.js';
import { VIDEO_PALETTES, mix, type Palette } from './palette.js';
import { clipped, pick, randomFrom, rect, svgDocument, text } from './svg.js';
import { fitText } from './text-fit.js';
import { titleBlock } from './title-block.js';
import { measure } from './text-metrics.js';

export interface MediaFacts {
  title: string;
  /** The channel of a video, the publisher of a podcast. */
  byline: string | null;
  seed: string;
}

/** A byline on one line: shrunk, then cut with "…" if it is still too long. */
export function bylineText(
  byline: string,
  x: number,
  y: number,
  width: number,
  fill: string,
  palette: Palette,
  maxSize = 24,
): string {
  const fitted = fitText(byline, { width, maxLines: 1, maxSize, minSize: 17 });
  const line = fitted.lines[0] ?? '';
  return text(line, x, y, {
    size: fitted.size,
    fill,
    weight: 600,
    opacity: fill === palette.accent ? 1 : 0.9,
    fitTo: measure(line, fitted.size),
  });
}

const THUMBNAIL = { width: 480, height: 270 } as const;

/**
 * A video's 16:9 thumbnail: a play button on scan lines, the title in a dark band at the foot and
 * the channel under it. The channel picks the colour, so a channel's videos look like a series.
 */
export function drawVideo(facts: MediaFacts): string {
  const palette = pick(VIDEO_PALETTES, `channel:${facts.byline ?? facts.seed}`);
  const random = randomFrom(facts.seed);
  const pad = 24;
  const block = titleBlock(facts.title, THUMBNAIL.width - 2 * pad, {
    maxLines: 2,
    maxSize: 36,
    minSize: 24,
    fill: '#ffffff',
    weight: 800,
    leading: 1.1,
  });
  // The last baseline clears the byline's capitals by a third of its size.
  const titleTop = THUMBNAIL.height - (facts.byline ? 56 : 26) - block.height;
  const bandTop = titleTop - 20;
  const screen = { x: 0, y: 0, width: THUMBNAIL.width, height: bandTop };
  const body =
    rect({ x: 0, y: 0, ...THUMBNAIL }, palette.bg) +
    clipped(screen, drawMotif('play', screen, palette, random)) +
    rect(
      { x: 0, y: bandTop, width: THUMBNAIL.width, height: THUMBNAIL.height - bandTop },
      mix(palette.bg, '#000000', 0.55),
    ) +
    rect({ x: 0, y: bandTop, width: THUMBNAIL.width, height: 5 }, palette.accent) +
    block.draw(pad, titleTop) +
    (facts.byline
      ? bylineText(facts.byline, pad, THUMBNAIL.height - 20, THUMBNAIL.width - 2 * pad, palette.accent, palette, 22)
      : '');
  return svgDocument(THUMBNAIL.width, THUMBNAIL.height, facts.title, `<g data-layout="video">${body}</g>`);
}
