import type { Bilingual } from './types.js';

/**
 * Field messages. Zod schemas carry these keys as their error messages; the server
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
    fr: 'Utilisez des lettres, des chiffres et _ . - uniquement, sans espace.',
    en: 'Use letters, digits and _ . - only, without spaces.',
  },
  'username.mixedScripts': {
    fr: 'Utilisez un seul alphabet : pas de lettres latines mêlées à des lettres cyrilliques ou grecques, par exemple.',
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
  'currentPassword.wrong': {
    fr: 'Votre mot de passe actuel est incorrect.',
    en: 'Your current password is incorrect.',
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
  'upload.url': {
    fr: 'Impossible de récupérer une image à cette adresse.',
    en: 'No image could be fetched from this address.',
  },
  'auth.loggedOut': { fr: 'Vous êtes déconnecté.', en: 'You are logged out.' },
  'auth.resetRequested': {
    fr: 'Si un compte existe avec cette adresse, un email de réinitialisation vient de lui être envoyé.',
    en: 'If an account exists with this address, a reset email has just been sent to it.',
  },
  'auth.passwordReset': {
    fr: 'Votre mot de passe a été réinitialisé. Vous pouvez vous connecter.',
    en: 'Your password has been reset. You can now log in.',
  },
  'auth.passwordChanged': {
    fr: 'Votre mot de passe a été modifié. Vos autres sessions sont terminées.',
    en: 'Your password has been changed. Your other sessions have ended.',
  },
  'profile.updated': { fr: 'Votre profil a été mis à jour.', en: 'Your profile has been updated.' },
  'field.invalid': { fr: 'Ce champ est invalide.', en: 'This field is invalid.' },
  'field.control': {
    fr: 'Ce champ contient un caractère invisible ou de contrôle qui n’est pas accepté.',
    en: 'This field contains an invisible or control character that is not accepted.',
  },
  'field.disguised': {
    fr: 'Ce texte contient un caractère qui inverse le sens de lecture, ou trop d’accents empilés sur une lettre.',
    en: 'This text contains a character that reverses the reading direction, or too many accents stacked on one letter.',
  },
  'contact.sent': { fr: 'Votre message a bien été envoyé.', en: 'Your message has been sent.' },
  'list.title.required': { fr: 'Donnez un titre à la liste.', en: 'The list needs a title.' },
  'list.title.tooLong': {
    fr: 'Le titre ne doit pas dépasser 100 caractères.',
    en: 'The title must be at most 100 characters long.',
  },
  'list.description.tooLong': {
    fr: 'La description ne doit pas dépasser 1000 caractères.',
    en: 'The description must be at most 1000 characters long.',
  },
  'list.tag.unknown': { fr: 'Ce tag ne fait pas partie du catalogue.', en: 'This tag is not in the catalogue.' },
  'list.tags.tooMany': { fr: 'Une liste porte 10 tags au plus.', en: 'A list carries at most 10 tags.' },
  'list.note.tooLong': {
    fr: 'La note ne doit pas dépasser 280 caractères.',
    en: 'The note must be at most 280 characters long.',
  },
  'list.full': { fr: 'Une liste contient 500 éléments au plus.', en: 'A list holds at most 500 items.' },
  'content.title.required': { fr: 'Le contenu doit avoir un titre.', en: 'The content needs a title.' },
  'content.type': { fr: 'Type de contenu inconnu.', en: 'Unknown content type.' },
  'content.poster': { fr: "L'adresse de l'affiche est invalide.", en: 'The poster address is invalid.' },
  'content.notInCatalogue': { fr: "Ce titre n'est pas dans le catalogue.", en: 'This title is not in the catalogue.' },
  'list.created': { fr: 'Liste créée !', en: 'List created!' },
  'list.updated': { fr: 'Liste mise à jour.', en: 'List updated.' },
  'list.deleted': { fr: 'Liste supprimée.', en: 'List deleted.' },
  'list.liked': { fr: 'Vous aimez cette liste.', en: 'You like this list.' },
  'list.unliked': { fr: "Vous n'aimez plus cette liste.", en: 'You no longer like this list.' },
  'catalog.query.required': { fr: 'Saisissez un texte à rechercher.', en: 'Type something to search for.' },
  'catalog.query.tooLong': {
    fr: 'La recherche est trop longue (100 caractères au plus).',
    en: 'The search is too long (100 characters at most).',
  },
  'catalog.region': { fr: 'Pays inconnu.', en: 'Unknown country.' },
  'catalog.kind': { fr: 'Le type doit être movie ou tv.', en: 'The type must be movie or tv.' },
  'catalog.date': { fr: 'Date invalide (AAAA-MM-JJ).', en: 'Invalid date (YYYY-MM-DD).' },
  'catalog.period': { fr: 'La période doit commencer avant sa fin.', en: 'The period must start before it ends.' },
  'catalog.runtime': {
    fr: 'La durée minimale doit être inférieure à la durée maximale.',
    en: 'The minimum runtime must be below the maximum.',
  },
  'content.added': { fr: 'Contenu ajouté à la liste.', en: 'Content added to the list.' },
  'content.alreadyInList': { fr: 'Ce contenu est déjà dans la liste.', en: 'This content is already in the list.' },
  'content.removed': { fr: 'Retiré de la liste.', en: 'Removed from the list.' },
  'content.seen': { fr: 'Marqué comme vu.', en: 'Marked as seen.' },
  'content.unseen': { fr: 'Marqué comme pas encore vu.', en: 'Marked as not seen yet.' },
  'content.reordered': { fr: 'Nouvel ordre enregistré.', en: 'New order saved.' },
  'content.noteSaved': { fr: 'Note enregistrée.', en: 'Note saved.' },
  'badge.name.required': { fr: 'Donnez un nom au badge.', en: 'The badge needs a name.' },
  'badge.name.tooLong': {
    fr: 'Le nom ne doit pas dépasser 40 caractères.',
    en: 'The name must be at most 40 characters long.',
  },
  'badge.description.required': { fr: 'Décrivez comment obtenir le badge.', en: 'Describe how to earn the badge.' },
  'badge.description.tooLong': {
    fr: 'La description ne doit pas dépasser 200 caractères.',
    en: 'The description must be at most 200 characters long.',
  },
  'badge.icon.required': { fr: 'Choisissez une image pour le badge.', en: 'Choose a picture for the badge.' },
  'badge.rule': { fr: 'Choisissez comment le badge est obtenu.', en: 'Choose how the badge is earned.' },
  'badge.threshold': {
    fr: 'Le seuil est un nombre entier entre 1 et 100 000.',
    en: 'The threshold is a whole number from 1 to 100,000.',
  },
  'badge.created': { fr: 'Badge créé.', en: 'Badge created.' },
  'badge.awarded': { fr: 'Badge attribué.', en: 'Badge awarded.' },
  'badge.alreadyHeld': { fr: 'Ce membre a déjà ce badge.', en: 'This member already has this badge.' },
  'badge.notManual': {
    fr: 'Ce badge s’obtient par une règle, pas à la main.',
    en: 'This badge is earned by a rule, not by hand.',
  },
  'badges.checked': { fr: 'Badges vérifiés.', en: 'Badges verified.' },
  'badges.checkContinues': {
    fr: 'La vérification des badges continue en arrière-plan.',
    en: 'The badge check goes on in the background.',
  },
  'notification.seen': { fr: 'Notification lue.', en: 'Notification read.' },
  'notifications.allSeen': { fr: 'Toutes les notifications sont lues.', en: 'All notifications are read.' },
  'moderation.listPrivate': { fr: 'La liste est maintenant privée.', en: 'The list is now private.' },
  'moderation.userSuspended': { fr: 'Le membre est suspendu.', en: 'The member is suspended.' },
  'moderation.userReinstated': { fr: 'La suspension est levée.', en: 'The suspension is lifted.' },
  'moderation.notOnAdmin': {
    fr: 'Le compte administrateur ne peut pas être suspendu.',
    en: 'The admin account cannot be suspended.',
  },
  'moderation.userDeleted': { fr: 'Le compte du membre est supprimé.', en: "The member's account is deleted." },
  'moderation.notOnAdminDelete': {
    fr: 'Un compte administrateur ne peut pas être supprimé.',
    en: 'An admin account cannot be deleted.',
  },
  'deleteAccount.confirm': {
    fr: 'Recopiez votre nom d’utilisateur pour confirmer.',
    en: 'Type your username again to confirm.',
  },
  'account.deleted': {
    fr: 'Votre compte et vos listes sont supprimés.',
    en: 'Your account and your lists are deleted.',
  },
  'email.unchanged': {
    fr: 'C’est déjà l’adresse de votre compte.',
    en: 'This is already the address of your account.',
  },
  'auth.emailChangeRequested': {
    fr: 'Un lien de confirmation a été envoyé à la nouvelle adresse. Votre adresse ne change qu’une fois ce lien ouvert.',
    en: 'A confirmation link has been sent to the new address. Your address changes only once that link is opened.',
  },
  'auth.emailChanged': {
    fr: 'Votre adresse email a été modifiée.',
    en: 'Your email address has been changed.',
  },
  'auth.suspended': { fr: 'Ce compte est suspendu.', en: 'This account is suspended.' },
} satisfies Record<string, Bilingual>;

export type ValidationMessageKey = keyof typeof validationMessages;
