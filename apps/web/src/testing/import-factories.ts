import type { ExportView, ImportView } from '@pepites/contracts';

/** An import of a Letterboxd export as the API shows it, queued; override what the test is about. */
export function makeImport(overrides: Partial<ImportView> = {}): ImportView {
  return {
    id: '6f1c2a9e-1d2b-4c3d-8e4f-5a6b7c8d9e0f',
    source: 'letterboxd',
    fileName: 'letterboxd-pepite.zip',
    status: 'queued',
    total: 0,
    done: 0,
    counts: { lists: 0, items: 0, seen: 0, ambiguous: 0, notFound: 0, cut: 0 },
    lists: [],
    review: { ambiguous: [], notFound: [] },
    error: null,
    createdAt: '2026-11-28T09:00:00.000Z',
    finishedAt: null,
    ...overrides,
  };
}

/** The same import finished: two lists, one title to choose between two films, one not found. */
export function makeDoneImport(overrides: Partial<ImportView> = {}): ImportView {
  return makeImport({
    status: 'done',
    total: 12,
    done: 12,
    counts: { lists: 2, items: 9, seen: 3, ambiguous: 1, notFound: 1, cut: 0 },
    lists: [
      { id: 12, title: 'Watchlist' },
      { id: 13, title: 'Westerns' },
    ],
    review: {
      ambiguous: [
        {
          row: 4,
          title: 'Fantastic Four',
          year: null,
          lists: ['Watchlist'],
          watched: false,
          candidates: [
            { type: 'movie', providerId: '9738', title: 'Fantastic Four', year: 2005 },
            { type: 'movie', providerId: '166424', title: 'Fantastic Four', year: 2015 },
          ],
        },
      ],
      notFound: [{ title: 'Le Nanar Introuvable', year: 2031, lists: ['Westerns'] }],
    },
    finishedAt: '2026-11-28T09:01:00.000Z',
    ...overrides,
  });
}

/** An archive of the member's data, being prepared. */
export function makeExport(overrides: Partial<ExportView> = {}): ExportView {
  return {
    id: '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
    status: 'queued',
    byteSize: null,
    createdAt: '2026-11-28T09:00:00.000Z',
    readyAt: null,
    expiresAt: '2026-11-28T09:30:00.000Z',
    downloadPath: null,
    ...overrides,
  };
}
