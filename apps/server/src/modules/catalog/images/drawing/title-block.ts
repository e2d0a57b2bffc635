import { text, type FontFamily } from './svg.js';
import { CAP_HEIGHT, fitText, type FitOptions, type FittedText } from './text-fit.js';
import { measure } from './text-metrics.js';

export interface TitleStyle extends Omit<FitOptions, 'width'> {
  fill: string;
  weight: number;
  /** Baseline to baseline, in em. */
  leading: number;
  anchor?: 'start' | 'middle';
}

export interface TitleBlock {
  /** From the top of the capitals of the first line to the baseline of the last. */
  height: number;
  draw: (x: number, top: number) => string;
  fitted: FittedText;
}

/** Lines with their own sizes, one under the other, from `top`; `x` is the left edge or the centre. */
function linesAt(
  lines: readonly string[],
  sizes: readonly number[],
  x: number,
  top: number,
  style: TitleStyle,
  family: FontFamily,
): string {
  let baseline = top;
  return lines
    .map((line, index) => {
      const size = sizes[index] as number;
      baseline += index === 0 ? size * CAP_HEIGHT : size * style.leading;
      const width = measure(line, size, family, style.letterSpacing);
      return text(line, x, baseline, {
        size,
        fill: style.fill,
        family,
        weight: style.weight,
        anchor: style.anchor,
        letterSpacing: style.letterSpacing,
        fitTo: width,
      });
    })
    .join('');
}

const heightOf = (sizes: readonly number[], leading: number) =>
  sizes.reduce((total, size, index) => total + (index === 0 ? size * CAP_HEIGHT : size * leading), 0);

/** The title fitted to `width`, every line at the same size. */
export function titleBlock(title: string, width: number, style: TitleStyle): TitleBlock {
  const family = style.family ?? 'sans';
  const fitted = fitText(title, { ...style, width });
  const sizes = fitted.lines.map(() => fitted.size);
  return {
    height: heightOf(sizes, style.leading),
    draw: (x, top) => linesAt(fitted.lines, sizes, x, top, style, family),
    fitted,
  };
}

/**
 * The big stacked title of a poster: each line grows until it spans the width (short lines up to
 * `grow` times the common size), then the whole block shrinks if it is taller than `maxHeight`.
 */
export function stackedBlock(
  title: string,
  width: number,
  maxHeight: number,
  style: TitleStyle & { grow: number },
): TitleBlock {
  const family = style.family ?? 'sans';
  const fitted = fitText(title, { ...style, width });
  let sizes = fitted.lines.map((line) =>
    Math.min(fitted.size * style.grow, width / measure(line, 1, family, style.letterSpacing)),
  );
  const natural = heightOf(sizes, style.leading);
  if (natural > maxHeight)
    sizes = sizes.map((size) => Math.max(size * (maxHeight / natural), Math.min(size, fitted.size)));
  return {
    height: heightOf(sizes, style.leading),
    draw: (x, top) => linesAt(fitted.lines, sizes, x, top, style, family),
    fitted,
  };
}
