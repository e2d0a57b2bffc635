import type sharpModule from 'sharp';

let loading: Promise<typeof sharpModule> | undefined;

/**
 * sharp (libvips) on first use: it adds about 30 MB to a process that may never process an image
 * (the server keeps under 250 MB under load, docs/architecture.md#benchmarks).
 */
export function loadSharp(): Promise<typeof sharpModule> {
  loading ??= import('sharp').then(({ default: sharp }) => {
    // libvips' cache keeps up to 50 MB of results for operations repeated on the same input; ours
    // never are (each upload, preview or avatar is processed once), so it would only hold memory.
    sharp.cache(false);
    return sharp;
  });
  return loading;
}
