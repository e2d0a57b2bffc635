import { CATALOG_IMAGE_PREFIX, POSTER_WIDTH, type CatalogImageWidth } from '@pepites/contracts';

/**
 * The address of a catalogue image at a width the server serves. Only ever one of ours
 * (`/api/catalog/images/…`: drawn, or fetched from the service and resized by our server; see
 * docs/decisions/023-one-image-pipeline.md): the browser never loads an outside image. Anything else
 * is no image, and the generated poster shows instead.
 */
export function catalogImageUrl(
  path: string | null | undefined,
  width: CatalogImageWidth = POSTER_WIDTH,
): string | null {
  if (!path?.startsWith(`${CATALOG_IMAGE_PREFIX}/`) || path.includes('?')) return null;
  return `${path}?w=${width}`;
}
