import { panelOf, type Palette } from './palette.js';
import { clipped, rect, text, type Box } from './svg.js';
import { stackedBlock, titleBlock, type TitleStyle } from './title-block.js';

export const POSTER = { width: 500, height: 750 } as const;
const PAD = 40;
const INNER = POSTER.width - 2 * PAD;

export interface PosterParts {
  title: string;
  /** What the title is ("FILM", "TV"): small, spaced out. */
  mark: string;
  year: string | null;
  palette: Palette;
  /** The genre's motif drawn inside a box (the layout gives it the room the title leaves). */
  art: (box: Box) => string;
}

type Layout = (parts: PosterParts) => string;

const small = (content: string, x: number, y: number, fill: string, anchor: 'start' | 'middle' | 'end' = 'start') =>
  text(content, x, y, { size: 21, fill, weight: 700, letterSpacing: 0.22, anchor, opacity: 0.88 });
const meta = ({ mark, year }: PosterParts) => [mark, year].filter(Boolean).join('  ·  ');
const art = (parts: PosterParts, box: Box) => clipped(box, parts.art(box));
/** The title set on a solid panel (a band, a foot panel): the panel's colours, and the title in its ink across the inner width. */
const titleOnPanel = (parts: PosterParts, style: Omit<TitleStyle, 'fill'>) => {
  const panel = panelOf(parts.palette);
  return { panel, block: titleBlock(parts.title, INNER, { ...style, fill: panel.ink }) };
};

/** A big stacked title at the bottom, each line as wide as the poster; the motif above it. */
const stacked: Layout = (parts) => {
  const { palette } = parts;
  const block = stackedBlock(parts.title, INNER, 360, {
    maxLines: 5,
    maxSize: 104,
    minSize: 40,
    uppercase: true,
    fill: palette.ink,
    weight: 900,
    leading: 0.9,
    grow: 1.5,
  });
  const top = POSTER.height - 52 - block.height;
  const metaY = top - 30;
  return (
    art(parts, { x: 0, y: 0, width: POSTER.width, height: metaY - 40 }) +
    rect({ x: PAD, y: metaY - 40 + 14, width: 56, height: 6 }, palette.accent) +
    small(meta(parts), PAD, metaY, palette.ink) +
    block.draw(PAD, top)
  );
};

/** The title in a solid band across the top, the motif below, the type and year at the foot. */
const band: Layout = (parts) => {
  const { palette } = parts;
  const { panel, block } = titleOnPanel(parts, {
    maxLines: 4,
    maxHeight: 280,
    maxSize: 76,
    minSize: 36,
    uppercase: true,
    weight: 900,
    leading: 0.98,
    anchor: 'middle',
  });
  const bandHeight = block.height + 88;
  return (
    rect({ x: 0, y: 0, width: POSTER.width, height: bandHeight }, panel.fill) +
    block.draw(POSTER.width / 2, 44) +
    rect({ x: 0, y: bandHeight, width: POSTER.width, height: 8 }, panel.rule) +
    art(parts, { x: 0, y: bandHeight + 8, width: POSTER.width, height: POSTER.height - bandHeight - 8 - 78 }) +
    small(meta(parts), POSTER.width / 2, POSTER.height - 34, palette.ink, 'middle')
  );
};

/** A double frame, the type at the head, the motif in the upper panel, a centred serif title and the year. */
const framed: Layout = (parts) => {
  const { palette } = parts;
  const outer = `<rect x="18" y="18" width="${POSTER.width - 36}" height="${POSTER.height - 36}" fill="none" stroke="${palette.accent}" stroke-width="4"/>`;
  const inner = `<rect x="30" y="30" width="${POSTER.width - 60}" height="${POSTER.height - 60}" fill="none" stroke="${palette.accent}" stroke-width="1.5"/>`;
  const block = titleBlock(parts.title, INNER - 20, {
    maxLines: 4,
    maxHeight: 240,
    maxSize: 72,
    minSize: 36,
    family: 'serif',
    fill: palette.ink,
    weight: 700,
    leading: 1.08,
    anchor: 'middle',
  });
  // The title's room grows upwards into the motif's when it needs more than two lines.
  const footer = POSTER.height - 100;
  const artBottom = Math.min(450, footer - block.height - 56);
  const titleTop = artBottom + (footer - artBottom - block.height) / 2 + 6;
  const year = parts.year
    ? `<path d="M${POSTER.width / 2 - 90} ${POSTER.height - 64}h44M${POSTER.width / 2 + 46} ${POSTER.height - 64}h44" stroke="${palette.accent}" stroke-width="2"/>` +
      small(parts.year, POSTER.width / 2, POSTER.height - 57, palette.ink, 'middle')
    : '';
  return (
    art(parts, { x: 30, y: 96, width: POSTER.width - 60, height: artBottom - 96 }) +
    outer +
    inner +
    small(parts.mark, POSTER.width / 2, 74, palette.ink, 'middle') +
    block.draw(POSTER.width / 2, titleTop) +
    year
  );
};

/** The motif over the top, a solid panel at the foot holding the type, the year and the title. */
const split: Layout = (parts) => {
  const { panel, block } = titleOnPanel(parts, {
    maxLines: 4,
    maxHeight: 300,
    maxSize: 80,
    minSize: 38,
    weight: 800,
    leading: 1.06,
  });
  const panelTop = POSTER.height - Math.max(210, block.height + 136);
  return (
    art(parts, { x: 0, y: 0, width: POSTER.width, height: panelTop }) +
    rect({ x: 0, y: panelTop, width: POSTER.width, height: POSTER.height - panelTop }, panel.fill) +
    rect({ x: PAD, y: panelTop - 5, width: 84, height: 10 }, panel.rule) +
    small(meta(parts), PAD, panelTop + 54, panel.ink) +
    block.draw(PAD, panelTop + 82)
  );
};

/** A magazine cover: the type and year on a ruled line, the title large under it, the motif below. */
const editorial: Layout = (parts) => {
  const { palette } = parts;
  const block = titleBlock(parts.title, INNER, {
    maxLines: 4,
    maxHeight: 320,
    maxSize: 92,
    minSize: 40,
    fill: palette.ink,
    weight: 800,
    leading: 1.04,
  });
  const titleTop = 104;
  const artTop = titleTop + block.height + 44;
  return (
    small(parts.mark, PAD, 62, palette.ink) +
    (parts.year ? small(parts.year, POSTER.width - PAD, 62, palette.ink, 'end') : '') +
    rect({ x: PAD, y: 78, width: INNER, height: 2 }, palette.ink, 'fill-opacity="0.6"') +
    block.draw(PAD, titleTop) +
    art(parts, { x: 0, y: artTop, width: POSTER.width, height: POSTER.height - artTop })
  );
};

export const LAYOUTS = { stacked, band, framed, split, editorial } satisfies Record<string, Layout>;
export type LayoutName = keyof typeof LAYOUTS;

/** The whole poster's body: its background, then the layout, in a group that names it. */
export const drawLayout = (name: LayoutName, parts: PosterParts) =>
  rect({ x: 0, y: 0, width: POSTER.width, height: POSTER.height }, parts.palette.bg) +
  `<g data-layout="${name}">${LAYOUTS[name](parts)}</g>`;
