import type { Bilingual } from './types.js';

/** Messages of services, availability and alerts (docs/decisions/043-streaming-availability-and-alerts.md). */
export const availabilityMessages = {
  'availability.type': { fr: 'Le type doit être movie ou show.', en: 'The type must be movie or show.' },
  'availability.runtime': {
    fr: 'La durée maximale est un nombre de minutes, de 1 à 1 000.',
    en: 'The maximum runtime is a number of minutes, from 1 to 1,000.',
  },
  'services.saved': { fr: 'Vos services sont enregistrés.', en: 'Your services are saved.' },
  'services.unknown': {
    fr: "Ce service n'est pas proposé dans ce pays.",
    en: 'This service is not offered in this country.',
  },
  'services.tooMany': { fr: 'Choisissez 30 services au plus.', en: 'Choose at most 30 services.' },
  'alerts.titleFollowed': {
    fr: 'Nous vous préviendrons quand ce titre arrivera sur vos services.',
    en: 'We will tell you when this title arrives on your services.',
  },
  'alerts.titleUnfollowed': {
    fr: 'Vous ne serez plus prévenu pour ce titre.',
    en: 'You will no longer be told about this title.',
  },
  'alerts.listFollowed': {
    fr: 'Nous vous préviendrons quand un titre de cette liste arrivera sur vos services.',
    en: 'We will tell you when a title of this list arrives on your services.',
  },
  'alerts.listUnfollowed': {
    fr: 'Vous ne serez plus prévenu pour cette liste.',
    en: 'You will no longer be told about this list.',
  },
  'alerts.tooManyTitles': {
    fr: 'Vous suivez déjà 500 titres, le maximum.',
    en: 'You already follow 500 titles, the most allowed.',
  },
  'alerts.tooManyLists': {
    fr: 'Vous suivez déjà 50 listes, le maximum.',
    en: 'You already follow 50 lists, the most allowed.',
  },
  'alerts.mailSaved': { fr: 'Votre choix est enregistré.', en: 'Your choice is saved.' },
  'alerts.checkDone': { fr: 'Vérification terminée.', en: 'Check done.' },
  'alerts.checkRunning': {
    fr: 'La vérification continue en arrière-plan.',
    en: 'The check goes on in the background.',
  },
  'alerts.checkWaiting': {
    fr: 'Une vérification est déjà prévue ; elle partira à la suite de celle en cours.',
    en: 'A check is already waiting; it starts after the one under way.',
  },
} satisfies Record<string, Bilingual>;
