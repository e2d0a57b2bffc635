import type { Bilingual } from './types.js';

/** Messages of follows, comments, lists made together and notification settings (docs/decisions/038-community.md). */
export const communityMessages = {
  'follow.followed': { fr: 'Vous suivez ce membre.', en: 'You follow this member.' },
  'follow.unfollowed': { fr: 'Vous ne suivez plus ce membre.', en: 'You no longer follow this member.' },
  'follow.self': { fr: 'Vous ne pouvez pas vous suivre vous-même.', en: 'You cannot follow yourself.' },
  'follow.tooMany': {
    fr: 'Vous suivez déjà 1 000 membres, le maximum.',
    en: 'You already follow 1,000 members, the most allowed.',
  },
  'comment.required': { fr: 'Écrivez un commentaire.', en: 'Write a comment.' },
  'comment.tooLong': {
    fr: 'Un commentaire fait 1 000 caractères au plus.',
    en: 'A comment is at most 1,000 characters long.',
  },
  'comment.added': { fr: 'Commentaire publié.', en: 'Comment posted.' },
  'comment.edited': { fr: 'Commentaire modifié.', en: 'Comment edited.' },
  'comment.deleted': { fr: 'Commentaire supprimé.', en: 'Comment deleted.' },
  'comment.editExpired': {
    fr: 'Un commentaire se modifie pendant 15 minutes après sa publication.',
    en: 'A comment can be edited for 15 minutes after it is posted.',
  },
  'comment.listFull': {
    fr: 'Cette liste a atteint le nombre maximum de commentaires.',
    en: 'This list has reached the maximum number of comments.',
  },
  'comment.reported': {
    fr: 'Merci, le signalement est transmis à la modération.',
    en: 'Thank you, the report has been sent to moderation.',
  },
  'comment.ownReport': {
    fr: 'Vous ne pouvez pas signaler votre propre commentaire.',
    en: 'You cannot report your own comment.',
  },
  'reports.dismissed': { fr: 'Signalements classés.', en: 'Reports dismissed.' },
  'reports.commentDeleted': { fr: 'Commentaire supprimé, signalements clos.', en: 'Comment deleted, reports closed.' },
  'editor.unknown': { fr: 'Aucun membre ne porte ce nom.', en: 'No member has this name.' },
  'editor.invited': { fr: 'Invitation envoyée.', en: 'Invitation sent.' },
  'editor.alreadyInvited': {
    fr: 'Ce membre est déjà invité ou modifie déjà cette liste.',
    en: 'This member is already invited or already edits this list.',
  },
  'editor.self': {
    fr: 'Vous êtes la créatrice ou le créateur de cette liste.',
    en: 'You are the creator of this list.',
  },
  'editor.tooMany': {
    fr: 'Une liste se modifie à 10 membres invités au plus.',
    en: 'A list is edited by at most 10 invited members.',
  },
  'editor.removed': { fr: 'Ce membre ne modifie plus la liste.', en: 'This member no longer edits the list.' },
  'editor.left': { fr: 'Vous ne modifiez plus cette liste.', en: 'You no longer edit this list.' },
  'editor.accepted': { fr: 'Vous modifiez maintenant cette liste.', en: 'You now edit this list.' },
  'editor.declined': { fr: 'Invitation refusée.', en: 'Invitation declined.' },
  'editor.noInvitation': {
    fr: "Vous n'avez pas d'invitation pour cette liste.",
    en: 'You have no invitation for this list.',
  },
  'list.changedMeanwhile': {
    fr: 'La liste a changé entre-temps : voici son ordre actuel, refaites votre changement.',
    en: 'The list changed meanwhile: here is its current order, make your change again.',
  },
  'notificationSettings.saved': { fr: 'Préférences enregistrées.', en: 'Preferences saved.' },
} satisfies Record<string, Bilingual>;
