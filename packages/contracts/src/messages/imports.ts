import type { Bilingual } from './types.js';

/** Why a file brought from another service (Letterboxd, IMDb, Trakt) was refused; the server's import codes. */
export const importMessages = {
  'import.fileTooLarge': {
    fr: 'Ce fichier dépasse 20 Mo.',
    en: 'This file is larger than 20 MB.',
  },
  'import.unrecognised': {
    fr: "Ce fichier n'est ni une archive ZIP, ni un CSV, ni un JSON que nous savons lire.",
    en: 'This file is not a ZIP archive, a CSV or a JSON file we can read.',
  },
  'import.wrongColumns': {
    fr: "Les colonnes de ce CSV ne sont pas celles d'un export Letterboxd ou IMDb.",
    en: 'The columns of this CSV are not those of a Letterboxd or IMDb export.',
  },
  'import.brokenCsv': {
    fr: 'Ce CSV est mal formé (guillemet non refermé).',
    en: 'This CSV is malformed (a quote is never closed).',
  },
  'import.wrongJson': {
    fr: "Ce JSON n'est pas un export de liste ou d'historique Trakt.",
    en: 'This JSON is not a Trakt list or history export.',
  },
  'import.tooManyRows': {
    fr: 'Ce fichier contient plus de 50 000 lignes.',
    en: 'This file has more than 50,000 rows.',
  },
  'import.nulBytes': {
    fr: "Ce fichier contient des octets nuls : ce n'est pas un texte.",
    en: 'This file contains NUL bytes: it is not text.',
  },
  'import.archiveTooLarge': {
    fr: 'Une fois décompressée, cette archive dépasserait la taille permise.',
    en: 'Once unpacked, this archive would exceed the allowed size.',
  },
  'import.unsafeArchivePath': {
    fr: 'Cette archive contient un chemin de fichier dangereux.',
    en: 'This archive contains an unsafe file path.',
  },
  'import.brokenArchive': {
    fr: 'Cette archive ZIP est abîmée ou utilise un format non pris en charge.',
    en: 'This ZIP archive is damaged or uses an unsupported format.',
  },
  'import.nothingToImport': {
    fr: "Cette archive ne contient aucun fichier d'export Letterboxd.",
    en: 'This archive contains no Letterboxd export file.',
  },
  'import.alreadyRunning': {
    fr: "Un import est déjà en cours. Attendez qu'il se termine avant d'en lancer un autre.",
    en: 'An import is already running. Wait for it to finish before starting another.',
  },
  'import.notACandidate': {
    fr: 'Ce choix ne fait pas partie des titres proposés pour cette ligne.',
    en: 'This choice is not one of the titles offered for this row.',
  },
  'import.unknownRow': {
    fr: "Cette ligne n'attend pas de choix.",
    en: 'This row is not waiting for a choice.',
  },
  'import.interrupted': {
    fr: "L'import a été interrompu par une erreur. Réessayez.",
    en: 'The import was interrupted by an error. Please try again.',
  },
} satisfies Record<string, Bilingual>;

export type ImportErrorCode = keyof typeof importMessages;
