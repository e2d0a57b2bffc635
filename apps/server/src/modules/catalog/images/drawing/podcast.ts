import { POSTER } from './layouts.js';
import { bylineText, type MediaFacts } from './media.js';
import { drawMotif } from './motifs.js';
import { panelOf, PODCAST_PALETTES, type Palette } from './palette.js';
import { clipped, pick, randomFrom, rect, svgDocument, text } from './svg.js';
import { titleBlock } from './title-block.js';

const PAD = 40;
const WIDTH = POSTER.width - 2 * PAD;

interface Artwork {
  facts: MediaFacts;
  palette: Palette;
  random: () => number;
}

const mark = (fill: string, y = 66) =>
  text('PODCAST', PAD, y, { size: 21, fill, weight: 700, letterSpacing: 0.22, opacity: 0.88 });
const footerOf = (facts: MediaFacts) => POSTER.height - (facts.byline ? 84 : 48);
const bylineOf = ({ facts, palette }: Artwork, fill = palette.ink) =>
  facts.byline ? bylineText(facts.byline, PAD, POSTER.height - 44, WIDTH, fill, palette) : '';
const titleOf = ({ facts }: Artwork, fill: string, maxSize = 70) =>
  titleBlock(facts.title, WIDTH, {
    maxLines: 4,
    maxHeight: 260,
    maxSize,
    minSize: 36,
    fill,
    weight: 800,
    leading: 1.05,
  });

/** A studio microphone on air above the show's name. */
function microphone(art: Artwork): string {
  const block = titleOf(art, art.palette.ink);
  const titleTop = footerOf(art.facts) - block.height;
  const room = { x: 0, y: 90, width: POSTER.width, height: titleTop - 90 - 36 };
  return (
    clipped(room, drawMotif('microphone', room, art.palette, art.random)) +
    mark(art.palette.ink) +
    block.draw(PAD, titleTop) +
    bylineOf(art)
  );
}

/** The show's name at the head, a voice's waveform under it. */
function waveform(art: Artwork): string {
  const block = titleOf(art, art.palette.ink);
  const titleTop = 110;
  const waveTop = titleTop + block.height + 40;
  const room = { x: PAD, y: waveTop, width: WIDTH, height: footerOf(art.facts) - waveTop - 30 };
  return (
    mark(art.palette.ink) +
    rect({ x: PAD, y: 80, width: WIDTH, height: 2 }, art.palette.ink, 'fill-opacity="0.6"') +
    block.draw(PAD, titleTop) +
    clipped(room, drawMotif('waveform', room, art.palette, art.random)) +
    bylineOf(art)
  );
}

/** A square cover, as a podcast app shows it, set on a sleeve that carries the publisher. */
function cover(art: Artwork): string {
  const square = { x: 0, y: 0, width: POSTER.width, height: POSTER.width };
  const block = titleOf(art, art.palette.ink, 84);
  const sleeve = panelOf(art.palette);
  const titleTop = square.height - 44 - block.height;
  // The rings stop above the title, which stays on the plain colour.
  const sky = { ...square, height: titleTop - 28 };
  return (
    clipped(sky, drawMotif('rings', sky, art.palette, art.random)) +
    block.draw(PAD, titleTop) +
    rect({ x: 0, y: square.height, width: POSTER.width, height: POSTER.height - square.height }, sleeve.fill) +
    rect({ x: 0, y: square.height, width: POSTER.width, height: 6 }, sleeve.rule) +
    mark(sleeve.ink, square.height + 78) +
    bylineOf(art, sleeve.ink)
  );
}

const STYLES = { microphone, waveform, cover };

/**
 * A podcast's artwork, 2:3 like the other posters (the app shows every kind in the same grids,
 * cropping anything else): a microphone, a waveform or a square cover on a sleeve, the show's name
 * and its publisher. The publisher picks the colour, like a network's house style.
 */
export function drawPodcast(facts: MediaFacts): string {
  const palette = pick(PODCAST_PALETTES, `publisher:${facts.byline ?? facts.seed}`);
  const style = pick(Object.keys(STYLES) as (keyof typeof STYLES)[], `style:${facts.seed}`);
  const body = STYLES[style]({ facts, palette, random: randomFrom(facts.seed) });
  return svgDocument(
    POSTER.width,
    POSTER.height,
    facts.title,
    rect({ x: 0, y: 0, ...POSTER }, palette.bg) + `<g data-layout="podcast-${style}">${body}</g>`,
  );
}
