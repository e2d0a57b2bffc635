import { POSTER } from './layouts.js';
import { drawMotif } from './motifs.js';
import { PODCAST_PALETTES, VIDEO_PALETTES, mix, type Palette } from './palette.js';
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
function bylineText(byline: string, x: number, y: number, width: number, fill: string, palette: Palette, maxSize = 24): string {
  const fitted = fitText(byline, { width, maxLines: 1, maxSize, minSize: 17 });
  const line = fitted.lines[0] ?? '';
  return text(line, x, y, { size: fitted.size, fill, weight: 600, opacity: fill === palette.accent ? 1 : 0.9, fitTo: measure(line, fitted.size) });
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
  const block = titleBlock(facts.title, THUMBNAIL.width - 2 * pad, { maxLines: 2, maxSize: 36, minSize: 24, fill: '#ffffff', weight: 800, leading: 1.1 });
  // The last baseline clears the byline's capitals by a third of its size.
  const titleTop = THUMBNAIL.height - (facts.byline ? 56 : 26) - block.height;
  const bandTop = titleTop - 20;
  const screen = { x: 0, y: 0, width: THUMBNAIL.width, height: bandTop };
  const body =
    rect({ x: 0, y: 0, ...THUMBNAIL }, palette.bg) +
    clipped('art', screen, drawMotif('play', screen, palette, random)) +
    rect({ x: 0, y: bandTop, width: THUMBNAIL.width, height: THUMBNAIL.height - bandTop }, mix(palette.bg, '#000000', 0.55)) +
    rect({ x: 0, y: bandTop, width: THUMBNAIL.width, height: 5 }, palette.accent) +
    block.draw(pad, titleTop) +
    (facts.byline ? bylineText(facts.byline, pad, THUMBNAIL.height - 20, THUMBNAIL.width - 2 * pad, palette.accent, palette, 22) : '');
  return svgDocument(THUMBNAIL.width, THUMBNAIL.height, facts.title, `<g data-layout="video">${body}</g>`);
}

/**
 * A podcast's artwork, 2:3 like the other posters (the app shows every kind in the same grids): a
 * studio microphone or a waveform, the show's name, and the publisher.
 */
export function drawPodcast(facts: MediaFacts): string {
  const palette = pick(PODCAST_PALETTES, `publisher:${facts.byline ?? facts.seed}`);
  const random = randomFrom(facts.seed);
  const pad = 40;
  const width = POSTER.width - 2 * pad;
  const block = titleBlock(facts.title, width, { maxLines: 4, maxSize: 70, minSize: 36, fill: palette.ink, weight: 800, leading: 1.05 });
  const mark = text('PODCAST', pad, 66, { size: 21, fill: palette.ink, weight: 700, letterSpacing: 0.22, opacity: 0.88 });
  const byline = facts.byline ? bylineText(facts.byline, pad, POSTER.height - 44, width, palette.ink, palette) : '';
  const footer = POSTER.height - (facts.byline ? 84 : 48);
  let body: string;
  if (pick(['microphone', 'waveform'] as const, `style:${facts.seed}`) === 'microphone') {
    const titleTop = footer - block.height;
    const room = { x: 0, y: 90, width: POSTER.width, height: titleTop - 90 - 36 };
    body = `<g data-layout="podcast-microphone">${clipped('art', room, drawMotif('microphone', room, palette, random))}${mark}${block.draw(pad, titleTop)}${byline}</g>`;
  } else {
    const titleTop = 110;
    const waveTop = titleTop + block.height + 40;
    const room = { x: pad, y: waveTop, width, height: footer - waveTop - 30 };
    body = `<g data-layout="podcast-waveform">${mark}${rect({ x: pad, y: 80, width, height: 2 }, palette.ink, 'fill-opacity="0.6"')}${block.draw(pad, titleTop)}${clipped('art', room, drawMotif('waveform', room, palette, random))}${byline}</g>`;
  }
  return svgDocument(POSTER.width, POSTER.height, facts.title, rect({ x: 0, y: 0, ...POSTER }, palette.bg) + body);
}
