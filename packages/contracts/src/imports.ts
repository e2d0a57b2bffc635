import { z } from 'zod';
import { PROVIDER_ID_MAX } from './limits.js';

/** Services a member can bring lists from (docs/decisions/035-imports.md). */
export const IMPORT_SOURCES = ['letterboxd', 'imdb', 'trakt'] as const;
export type ImportSource = (typeof IMPORT_SOURCES)[number];

/** An import's life: queued, rows being matched, lists being written, then done or failed. */
export const IMPORT_STATUSES = ['queued', 'matching', 'creating', 'done', 'failed'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

/** The largest file `POST /api/imports` takes (a Letterboxd ZIP of a long membership fits). */
export const IMPORT_MAX_FILE_BYTES = 20 * 1024 * 1024;
/** Imports a member may start in a day (the `importFile` rate limit). */
export const IMPORTS_PER_DAY = 5;
/** Choices one `POST /api/imports/{id}/choices` may carry. */
export const IMPORT_CHOICES_MAX = 500;

export const IMPORT_ITEM_TYPES = ['movie', 'show'] as const;

/** A catalogue title an ambiguous row may be. */
export const importCandidateSchema = z.object({
  type: z.enum(IMPORT_ITEM_TYPES),
  providerId: z.string(),
  title: z.string(),
  year: z.number().int().nullable(),
});
export type ImportCandidate = z.infer<typeof importCandidateSchema>;

/** A row with several possible titles, for the member to choose; `row` names it in choices. */
export const importAmbiguousRowSchema = z.object({
  row: z.number().int(),
  title: z.string(),
  year: z.number().int().nullable(),
  /** Titles of the member's lists it goes into once chosen. */
  lists: z.array(z.string()),
  /** Chosen, it is also marked seen. */
  watched: z.boolean(),
  candidates: z.array(importCandidateSchema),
});
export type ImportAmbiguousRow = z.infer<typeof importAmbiguousRowSchema>;

/** A row no catalogue title matched. */
export const importNotFoundRowSchema = z.object({
  title: z.string(),
  year: z.number().int().nullable(),
  lists: z.array(z.string()),
});
export type ImportNotFoundRow = z.infer<typeof importNotFoundRowSchema>;

export const importCountsSchema = z.object({
  /** Lists created or added to. */
  lists: z.number().int(),
  /** Items added to lists (an item already there is not counted). */
  items: z.number().int(),
  /** Seen marks added. */
  seen: z.number().int(),
  ambiguous: z.number().int(),
  notFound: z.number().int(),
  /** Matched rows left out because their list reached LIST_ITEMS_MAX. */
  cut: z.number().int(),
});
export type ImportCounts = z.infer<typeof importCountsSchema>;

/** One import as its member sees it; progress is `done` of `total` rows while it runs. */
export const importViewSchema = z.object({
  id: z.uuid(),
  source: z.enum(IMPORT_SOURCES),
  fileName: z.string(),
  status: z.enum(IMPORT_STATUSES),
  total: z.number().int(),
  done: z.number().int(),
  counts: importCountsSchema,
  /** The member's lists this import created or added to (links). */
  lists: z.array(z.object({ id: z.number().int(), title: z.string() })),
  review: z.object({ ambiguous: z.array(importAmbiguousRowSchema), notFound: z.array(importNotFoundRowSchema) }),
  /** Why it failed, in the request's language; null unless `failed`. */
  error: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type ImportView = z.infer<typeof importViewSchema>;

export const importResponseSchema = z.object({ import: importViewSchema });
export type ImportResponse = z.infer<typeof importResponseSchema>;
export const latestImportResponseSchema = z.object({ import: importViewSchema.nullable() });
export type LatestImportResponse = z.infer<typeof latestImportResponseSchema>;

/** Any text: an id that is no uuid is as unknown as a missing one (404, never 400). */
export const importIdParamSchema = z.object({ importId: z.string().max(100) });

/** `pick: null` skips the row; a pick must be one of the row's candidates. */
export const importChoiceSchema = z.object({
  row: z.number().int().min(0),
  pick: z.object({ type: z.enum(IMPORT_ITEM_TYPES), providerId: z.string().min(1).max(PROVIDER_ID_MAX) }).nullable(),
});
export const resolveImportInputSchema = z.object({
  choices: z.array(importChoiceSchema).min(1).max(IMPORT_CHOICES_MAX),
});
export type ResolveImportInput = z.infer<typeof resolveImportInputSchema>;
