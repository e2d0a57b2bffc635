import type { Bilingual } from './types.js';

/**
 * Field messages of SPEC §5. Zod schemas carry these keys as their error messages; the server
 * and the client translate them with `translateMessage`.
 */
export const validationMessages = {
  'username.required': { fr: "Votre nom d'utilisateur est requis.", en: 'Your username is required.' },
  'username.length': {
    fr: "Votre nom d'utilisateur doit contenir entre 5 et 16 caractères.",
    en: 'Your username must be between 5 and 16 characters long.',
  },
  'username.taken': { fr: "Ce nom d'utilisateur est déjà pris.", en: 'This username is already taken.' },
  'username.similar': {
    fr: "Ce nom d'utilisateur ressemble trop à un nom déjà pris.",
    en: 'This username looks too much like one already taken.',
  },
  'username.characters': {
    fr: "Utilisez des lettres, des chiffres et _ . - uniquement, sans espace.",
    en: 'Use letters, digits and _ . - only, without spaces.',
  },
  'username.mixedScripts': {
    fr: "Utilisez un seul alphabet : pas de lettres latines mêlées à des lettres cyrilliques ou grecques, par exemple.",
    en: 'Use one alphabet only: no Latin letters mixed with Cyrillic or Greek ones, for instance.',
  },
  'username.reserved': { fr: "Ce nom d'utilisateur est réservé.", en: 'This username is reserved.' },
  'account.checkFailed': {
    fr: 'Une erreur est survenue lors de la vérification de votre compte.',
    en: 'An error occurred while verifying your account.',
  },
  'email.required': { fr: 'Votre adresse email est requise.', en: 'Your email address is required.' },
  'email.format': { fr: "Le format de l'email est incorrect.", en: 'Verify your email address' },
  'email.taken': { fr: 'Cette adresse email est déjà utilisée.', en: 'This email address is already taken.' },
  'password.required': { fr: 'Un mot de passe est requis.', en: 'A password is required.' },
  'password.policy': {
    fr: 'Votre mot de passe doit contenir de 8 à 128 caractères, dont au moins une majuscule et un chiffre.',
    en: 'Your password must be 8 to 128 characters long, with at least one uppercase letter and one digit.',
  },
  'passwordConfirm.required': {
    fr: 'Une confirmation du mot de passe est requise.',
    en: 'A password confirmation is required.',
  },
  'passwordConfirm.mismatch': { fr: 'Vos mots de passe ne correspondent pas.', en: "Your passwords don't match." },
  'field.required': { fr: 'Ce champ est requis.', en: 'This field is required.' },
  'field.tooLong': { fr: 'Ce texte est trop long.', en: 'This text is too long.' },
  'contact.email': { fr: "Le format de l'email est incorrect.", en: 'Verify your email address' },
  'contact.subject.tooLong': {
    fr: 'Le sujet ne doit pas dépasser 50 caractères.',
    en: 'The subject must be at most 50 characters long.',
  },
  'contact.message.tooLong': {
    fr: 'Le message ne doit pas dépasser 500 caractères.',
    en: 'The message must be at most 500 characters long.',
  },
  'contact.message.required': { fr: 'Votre message est vide.', en: 'Your message is empty.' },
  'profile.country': { fr: 'Choisissez un pays de la liste.', en: 'Choose a country from the list.' },
  'upload.type': { fr: 'Seules les images sont acceptées.', en: 'Only images are accepted.' },
  'upload.size': { fr: "L'image ne doit pas dépasser 5 Mo.", en: 'The image must be at most 5 MB.' },
  'upload.dimensions': {
    fr: "L'image est trop grande : 24 millions de pixels au plus (6000 × 4000, par exemple).",
    en: 'The image is too large: 24 million pixels at most (6000 × 4000, for instance).',
  },
  'upload.single': { fr: 'Envoyez une seule image à la fois.', en: 'Send one image at a time.' },
  'upload.url': { fr: "Impossible de récupérer une image à cette adresse.", en: 'No image could be fetched from this address.' },
  'auth.loggedOut': { fr: 'Vous êtes déconnecté.', en: 'You are logged out.' },
  'auth.resetRequested': {
    fr: 'Si un compte existe avec cette adresse, un email de réinitialisation vient de lui être envoyé.',
    en: 'If an account exists with this address, a reset email has just been sent to it.',
  },
  'auth.passwordReset': {
    fr: 'Votre mot de passe a été réinitialisé. Vous pouvez vous connecter.',
    en: 'Your password has been reset. You can now log in.',
  },
  'profile.updated': { fr: 'Votre profil a été mis à jour.', en: 'Your profile has been updated.' },
  'field.invalid': { fr: 'Ce champ est invalide.', en: 'This field is invalid.' },
  'field.control': {
    fr: 'Ce champ contient un caractère invisible ou de contrôle qui n’est pas accepté.',
    en: 'This field contains an invisible or control character that is not accepted.',
  },
  'contact.sent': { fr: 'Votre message a bien été envoyé.', en: 'Your message has been sent.' },
} satisfies Record<string, Bilingual>;

export type ValidationMessageKey = keyof typeof validationMessages;
