// Kept free of zod: the web app's pages read the catalogue without loading the schemas.

/** The fixed catalogue of 40 tags (docs/product.md#lists): `name` in English, `name_fr` in French. */
export const TAG_CATALOGUE = [
  { name: 'must-see', name_fr: 'incontournable' },
  { name: 'classic', name_fr: 'classique' },
  { name: 'comedy', name_fr: 'comédie' },
  { name: 'drama', name_fr: 'drame' },
  { name: 'adventure', name_fr: 'aventure' },
  { name: 'fantasy', name_fr: 'fantastique' },
  { name: 'horror', name_fr: 'horreur' },
  { name: 'action', name_fr: 'action' },
  { name: 'thriller', name_fr: 'thriller' },
  { name: 'romance', name_fr: 'romance' },
  { name: 'science fiction', name_fr: 'science-fiction' },
  { name: 'date night', name_fr: 'soirée en amoureux' },
  { name: 'friend night', name_fr: 'soirée entre amis' },
  { name: 'family', name_fr: 'famille' },
  { name: 'humor', name_fr: 'humour' },
  { name: 'emotion', name_fr: 'émotion' },
  { name: 'suspense', name_fr: 'suspense' },
  { name: 'police', name_fr: 'policier' },
  { name: 'foreign', name_fr: 'étranger' },
  { name: 'animation', name_fr: 'animation' },
  { name: 'discovery', name_fr: 'découverte' },
  { name: 'cult', name_fr: 'culte' },
  { name: 'retro', name_fr: 'rétro' },
  { name: 'new release', name_fr: 'nouveauté' },
  { name: 'remake', name_fr: 'remake' },
  { name: 'adaptation', name_fr: 'adaptation' },
  { name: 'tv movie', name_fr: 'téléfilm' },
  { name: 'miniseries', name_fr: 'mini-série' },
  { name: 'superhero', name_fr: 'super-héros' },
  { name: 'ghost', name_fr: 'fantôme' },
  { name: 'spy', name_fr: 'espionnage' },
  { name: 'musical', name_fr: 'comédie musicale' },
  { name: 'historical', name_fr: 'historique' },
  { name: 'animals', name_fr: 'animaux' },
  { name: 'investigation', name_fr: 'enquête' },
  { name: 'road trip', name_fr: 'road trip' },
  { name: 'friendship', name_fr: 'amitié' },
  { name: 'youth', name_fr: 'jeunesse' },
  { name: 'coming-of-age', name_fr: "passage à l'âge adulte" },
  { name: 'anime', name_fr: 'anime' },
] as const;

export type TagName = (typeof TAG_CATALOGUE)[number]['name'];
export const TAG_NAMES = TAG_CATALOGUE.map((tag) => tag.name) as [TagName, ...TagName[]];

/** A tag as lists carry it. */
export interface Tag {
  name: TagName;
  name_fr: string;
}
