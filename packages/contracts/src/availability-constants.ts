// What can I watch tonight: a member's services, availability on them, alerts when a title arrives
// (docs/decisions/043-streaming-availability-and-alerts.md). Constants apart from their zod schemas,
// so the web's pages and the database schema read them without pulling zod in.

/** The item types that stream on services (videos and podcasts do not). */
export const WATCH_TYPES = ['movie', 'show'] as const;
export type WatchType = (typeof WATCH_TYPES)[number];

/** Services one member picks in their country. */
export const SERVICES_MAX = 30;
/** Titles a member follows one by one ("tell me when it's on my services"). */
export const ALERT_TITLES_MAX = 500;
/** Lists a member follows whole ("alert me for this whole list"). */
export const ALERT_LISTS_MAX = 50;

/**
 * How an arrival reaches the member's mailbox besides the bell: not at all, in the weekly digest,
 * or in a mail at once (one per daily check, listing that check's arrivals).
 */
export const ARRIVAL_MAIL_CHOICES = ['none', 'digest', 'instant'] as const;
export type ArrivalMail = (typeof ARRIVAL_MAIL_CHOICES)[number];

/**
 * Where a title streams is asked again once its stored answer is this old: the live catalogue keeps
 * the movie database's answers as long (catalog/live/tmdb.ts), well within its terms.
 */
export const AVAILABILITY_FRESH_HOURS = 24;
/** Unseen titles of one's lists Tonight looks at, the most recently added first. */
export const TONIGHT_CANDIDATES_MAX = 1000;
/** Longest runtime a Tonight filter takes, in minutes. */
export const TONIGHT_RUNTIME_MAX = 1000;

/**
 * Who must be credited wherever availability shows: the movie database's streaming data comes from
 * JustWatch, whose terms ask for this attribution on every surface that shows it.
 */
export const AVAILABILITY_ATTRIBUTION = { name: 'JustWatch', url: 'https://www.justwatch.com/' } as const;
