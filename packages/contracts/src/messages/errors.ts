import type { ErrorCode } from '../errors.js';
import type { Bilingual } from './types.js';

export const errorMessages: Record<ErrorCode, Bilingual> = {
  bad_request: { fr: 'La requête est invalide.', en: 'The request is invalid.' },
  validation_failed: { fr: 'Certains champs sont invalides.', en: 'Some fields are invalid.' },
  unauthenticated: { fr: 'Vous devez être connecté.', en: 'You must be logged in.' },
  forbidden: { fr: "Vous n'avez pas le droit de faire cela.", en: 'You are not allowed to do this.' },
  account_suspended: {
    fr: 'Ce compte est suspendu. Contactez-nous pour en savoir plus.',
    en: 'This account is suspended. Contact us to learn more.',
  },
  not_found: { fr: "Cette ressource n'existe pas.", en: 'This resource does not exist.' },
  conflict: { fr: 'Cette action entre en conflit avec une autre.', en: 'This action conflicts with another one.' },
  payload_too_large: { fr: 'Le contenu envoyé est trop volumineux.', en: 'The content sent is too large.' },
  unsupported_media_type: { fr: "Ce type de contenu n'est pas accepté.", en: 'This content type is not accepted.' },
  rate_limited: {
    fr: 'Trop de tentatives. Réessayez dans quelques minutes.',
    en: 'Too many attempts. Please try again in a few minutes.',
  },
  invalid_credentials: { fr: 'Email ou mot de passe incorrect.', en: 'Wrong email or password.' },
  username_taken: { fr: "Ce nom d'utilisateur est déjà pris.", en: 'This username is already taken.' },
  email_taken: { fr: 'Cette adresse email est déjà utilisée.', en: 'This email address is already taken.' },
  invalid_reset_token: {
    fr: 'Ce lien de réinitialisation est invalide ou a expiré.',
    en: 'This reset link is invalid or has expired.',
  },
  invalid_email_change_token: {
    fr: 'Ce lien de confirmation est invalide, a déjà servi ou a expiré.',
    en: 'This confirmation link is invalid, was already used or has expired.',
  },
  csrf_failed: {
    fr: "La requête a été refusée car elle ne vient pas de l'application.",
    en: 'The request was refused because it does not come from the app.',
  },
  internal_error: { fr: 'Un problème est survenu.', en: 'Something went wrong.' },
  upstream_unavailable: {
    fr: 'Le service externe ne répond pas. Réessayez plus tard.',
    en: 'The external service is not responding. Please try again later.',
  },
  service_unavailable: {
    fr: 'Pépites est momentanément indisponible. Réessayez dans un instant.',
    en: 'Pépites is briefly unavailable. Please try again in a moment.',
  },
  unavailable: {
    fr: 'Nos données sont momentanément inaccessibles. Réessayez dans quelques secondes.',
    en: 'Our data is briefly out of reach. Please try again in a few seconds.',
  },
  request_timeout: { fr: 'La requête a pris trop de temps.', en: 'The request took too long.' },
  headers_too_large: {
    fr: 'Les en-têtes de la requête sont trop volumineux.',
    en: 'The request headers are too large.',
  },
  export_in_progress: {
    fr: 'Une archive de vos données est déjà en préparation. Elle sera prête dans quelques minutes.',
    en: 'An archive of your data is already being prepared. It will be ready in a few minutes.',
  },
  export_expired: {
    fr: 'Cette archive a expiré. Demandez-en une nouvelle.',
    en: 'This archive has expired. Please request a new one.',
  },
};
