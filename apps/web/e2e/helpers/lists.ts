import type { Page } from '@playwright/test';
import { API_HEADERS } from './env';

export interface NewList {
  title: string;
  description?: string;
  tags?: Array<{ name: string; name_fr: string }>;
}

/** Creates a list for the signed-in user of `page`'s context; returns its id. */
export async function createListThroughApi(page: Page, userId: number, list: NewList): Promise<number> {
  const response = await page.request.post(`/api/list/create/${userId}`, {
    headers: API_HEADERS,
    data: { description: '', tags: [], ...list },
  });
  if (response.status() !== 201) throw new Error(`create list answered ${response.status()}: ${await response.text()}`);
  return ((await response.json()) as { list: { id: number } }).list.id;
}

/** Real titles of the offline catalogue, with the titles the server keeps for them and shows a French reader. */
export const TITLES = {
  godfather: { type: 'movie', provider_id: '238', title: 'The Godfather', title_fr: 'Le Parrain' },
  spirited: { type: 'movie', provider_id: '129', title: 'Spirited Away', title_fr: 'Le Voyage de Chihiro' },
  breakingBad: { type: 'show', provider_id: '1396', title: 'Breaking Bad', title_fr: 'Breaking Bad' },
  chernobyl: { type: 'show', provider_id: '87108', title: 'Chernobyl', title_fr: 'Chernobyl' },
} as const;

/** The title a list shows of an item in that language (the offline catalogue's French title in French). */
export const shownTitle = (item: (typeof TITLES)[keyof typeof TITLES], lang: 'fr' | 'en') =>
  lang === 'fr' ? item.title_fr : item.title;

/** Adds a title by type and id, as the app does: the server takes its title and poster from the catalogue. */
export async function addItemThroughApi(
  page: Page,
  listId: number,
  item: { type: 'movie' | 'show'; provider_id: string },
): Promise<void> {
  const response = await page.request.put(`/api/${listId}/content`, {
    headers: API_HEADERS,
    data: { type: item.type, provider_id: item.provider_id },
  });
  if (!response.ok()) throw new Error(`add content answered ${response.status()}: ${await response.text()}`);
}

/** The visible words of the lists screens, per language. */
export const listsCopy = {
  fr: {
    createList: 'Créer une liste',
    newList: 'Nouvelle liste',
    title: 'Titre',
    description: 'Description',
    tags: 'Tags',
    createSubmit: 'Créer la liste',
    created: 'Liste créée !',
    chooser: "Qu'allez-vous ajouter en premier ?",
    addToList: (title: string) => `Ajouter « ${title} » à une liste`,
    addDialog: 'Ajouter à mes listes',
    add: 'Ajouter',
    added: 'Contenu ajouté à la liste.',
    seenNo: "L'avez-vous vu ?",
    seenYes: "Vous l'avez vu",
    progress: 'Votre progression sur cette liste',
    likedLists: 'Listes aimées',
    share: 'Partager',
    shareTitle: 'Partager la liste',
    copy: 'Copier le lien',
    copied: 'Lien copié dans le presse-papiers',
    showQr: 'Afficher le QR code',
    public: 'Liste publique',
    save: 'Enregistrer',
    updated: 'Liste mise à jour.',
    moveUp: (title: string) => `Monter « ${title} »`,
    addNote: (title: string) => `Ajouter une note sur « ${title} »`,
    noteLabel: (title: string) => `Votre note sur « ${title} »`,
    noteDone: 'Valider',
    remove: (title: string) => `Retirer « ${title} » de la liste`,
    removeConfirm: 'Retirer',
    cancel: 'Annuler',
    unsaved: /^Modifications non enregistrées/,
    options: (title: string) => `Options de « ${title} »`,
    deleteList: 'Supprimer la liste',
    confirmDelete: 'Supprimer',
    deleted: 'Liste supprimée.',
    notFound: 'Vous êtes perdu',
    table: 'Tableau',
    searchLists: 'Rechercher une liste par titre',
    creatorProfile: (name: string) => `Voir le profil de ${name}, l'auteur`,
    creatorLists: (name: string) => new RegExp(`^Voir les listes de ${name}`),
    seeLikers: /^Voir les \d+ personnes qui l'ont aimée$/,
    likersTitle: /^\d+ j'aime$/,
    pagination: 'Pagination',
    next: 'Suivant',
  },
  en: {
    createList: 'Create a list',
    newList: 'New list',
    title: 'Title',
    description: 'Description',
    tags: 'Tags',
    createSubmit: 'Create the list',
    created: 'List created!',
    chooser: 'What will you add first?',
    addToList: (title: string) => `Add “${title}” to a list`,
    addDialog: 'Add to my lists',
    add: 'Add',
    added: 'Content added to the list.',
    seenNo: 'Have you seen it?',
    seenYes: 'You have seen it',
    progress: 'Your progress on this list',
    likedLists: 'Liked lists',
    share: 'Share',
    shareTitle: 'Share the list',
    copy: 'Copy the link',
    copied: 'Link copied to clipboard',
    showQr: 'Show the QR code',
    public: 'Public list',
    save: 'Save',
    updated: 'List updated.',
    moveUp: (title: string) => `Move “${title}” up`,
    addNote: (title: string) => `Add a note on “${title}”`,
    noteLabel: (title: string) => `Your note on “${title}”`,
    noteDone: 'Done',
    remove: (title: string) => `Remove “${title}” from the list`,
    removeConfirm: 'Remove',
    cancel: 'Cancel',
    unsaved: /^Unsaved changes/,
    options: (title: string) => `Options for “${title}”`,
    deleteList: 'Delete the list',
    confirmDelete: 'Delete',
    deleted: 'List deleted.',
    notFound: "You're lost",
    table: 'Table',
    searchLists: 'Search lists by title',
    creatorProfile: (name: string) => `See the profile of ${name}, the creator`,
    creatorLists: (name: string) => new RegExp(`^See ${name}'s lists`),
    seeLikers: /^See all \d+ likers$/,
    likersTitle: /^\d+ likes$/,
    pagination: 'Pagination',
    next: 'Next',
  },
} as const;

/** French puts a no-break space before ? ! : and inside « »; the texts above use plain spaces. */
export function loose(text: string): RegExp {
  const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '[\\s\\u00a0]');
  return new RegExp(`^${escaped}$`);
}
