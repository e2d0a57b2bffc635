/**
 * Facts about the titles of the demo lists, copied from ../shared/data (tmdb-example-ids.json and
 * catalog-extra.json): type, provider id, title and year. No descriptions, and no poster: an item's
 * poster is the catalogue's, set by the items check (docs/decisions/023-one-image-pipeline.md).
 */
export interface DemoItem {
  type: 'movie' | 'show' | 'podcast' | 'youtube';
  providerId: string;
  title: string;
  year: number | null;
  /** Channel of a video, publisher of a podcast. */
  creator: string | null;
}

/** `type:providerId`, how the demo lists name their items. */
export type DemoItemKey = `${DemoItem['type']}:${string}`;
export const demoItemKey = (item: Pick<DemoItem, 'type' | 'providerId'>): DemoItemKey =>
  `${item.type}:${item.providerId}`;

export const DEMO_ITEMS: readonly DemoItem[] = [
  { type: 'movie', providerId: '238', title: 'The Godfather', year: 1972, creator: null },
  { type: 'movie', providerId: '289', title: 'Casablanca', year: 1942, creator: null },
  { type: 'movie', providerId: '389', title: '12 Angry Men', year: 1957, creator: null },
  { type: 'movie', providerId: '278', title: 'The Shawshank Redemption', year: 1994, creator: null },
  { type: 'movie', providerId: '424', title: "Schindler's List", year: 1993, creator: null },
  { type: 'movie', providerId: '78', title: 'Blade Runner', year: 1982, creator: null },
  { type: 'movie', providerId: '603', title: 'The Matrix', year: 1999, creator: null },
  { type: 'movie', providerId: '38', title: 'Eternal Sunshine of the Spotless Mind', year: 2004, creator: null },
  { type: 'movie', providerId: '335984', title: 'Blade Runner 2049', year: 2017, creator: null },
  { type: 'movie', providerId: '180', title: 'Minority Report', year: 2002, creator: null },
  { type: 'movie', providerId: '129', title: 'Spirited Away', year: 2001, creator: null },
  { type: 'movie', providerId: '372058', title: 'Your Name.', year: 2016, creator: null },
  { type: 'movie', providerId: '9323', title: 'Ghost in the Shell', year: 1995, creator: null },
  { type: 'movie', providerId: '862', title: 'Toy Story', year: 1995, creator: null },
  { type: 'movie', providerId: '12', title: 'Finding Nemo', year: 2003, creator: null },
  { type: 'movie', providerId: '10681', title: 'WALL·E', year: 2008, creator: null },
  { type: 'movie', providerId: '9806', title: 'The Incredibles', year: 2004, creator: null },
  { type: 'movie', providerId: '315162', title: 'Puss in Boots: The Last Wish', year: 2022, creator: null },
  { type: 'movie', providerId: '546554', title: 'Knives Out', year: 2019, creator: null },
  { type: 'movie', providerId: '807', title: 'Se7en', year: 1995, creator: null },
  { type: 'show', providerId: '1396', title: 'Breaking Bad', year: 2008, creator: null },
  { type: 'show', providerId: '1398', title: 'The Sopranos', year: 1999, creator: null },
  { type: 'show', providerId: '76331', title: 'Succession', year: 2018, creator: null },
  { type: 'show', providerId: '87108', title: 'Chernobyl', year: 2019, creator: null },
  { type: 'show', providerId: '60574', title: 'Peaky Blinders', year: 2013, creator: null },
  { type: 'show', providerId: '1668', title: 'Friends', year: 1994, creator: null },
  { type: 'show', providerId: '1400', title: 'Seinfeld', year: 1989, creator: null },
  { type: 'show', providerId: '18347', title: 'Community', year: 2009, creator: null },
  { type: 'show', providerId: '97546', title: 'Ted Lasso', year: 2020, creator: null },
  { type: 'show', providerId: '1421', title: 'Modern Family', year: 2009, creator: null },
  { type: 'show', providerId: '31911', title: 'Fullmetal Alchemist: Brotherhood', year: 2009, creator: null },
  { type: 'show', providerId: '37854', title: 'One Piece', year: 1999, creator: null },
  { type: 'show', providerId: '85937', title: 'Demon Slayer: Kimetsu no Yaiba', year: 2019, creator: null },
  { type: 'show', providerId: '19885', title: 'Sherlock', year: 2010, creator: null },
  { type: 'show', providerId: '40008', title: 'Hannibal', year: 2013, creator: null },
  { type: 'podcast', providerId: '912451024', title: 'Affaires sensibles', year: null, creator: 'France Inter' },
  { type: 'podcast', providerId: '1172772210', title: 'La Poudre', year: null, creator: null },
  { type: 'podcast', providerId: '574827178', title: 'Studio 404', year: null, creator: null },
  { type: 'podcast', providerId: '1640003869', title: 'Soluble(s)', year: null, creator: null },
  { type: 'podcast', providerId: '1434734500', title: 'Lumières dans la nuit', year: null, creator: null },
  { type: 'podcast', providerId: '1281339122', title: 'Histoires de Darons', year: null, creator: null },
  {
    type: 'youtube',
    providerId: 'Msz3-l4W9IM',
    title: 'Joueur du Grenier - Vendredi 13 et Dr jekyll & Mister Hyde - NES',
    year: 2015,
    creator: 'joueurdugrenier',
  },
  {
    type: 'youtube',
    providerId: 'N4XX3k8Sllg',
    title: 'Joueur du grenier - Les visiteurs / Astérix contre César - PSX',
    year: 2015,
    creator: 'joueurdugrenier',
  },
  {
    type: 'youtube',
    providerId: '8IKz4hAMPOE',
    title: 'Joueur du Grenier - TERMINATOR - NES/Megadrive',
    year: 2015,
    creator: 'joueurdugrenier',
  },
  {
    type: 'youtube',
    providerId: 'ozf7VJf-gsU',
    title: 'Joueur du Grenier - Superman 64 & Batman Forever',
    year: 2013,
    creator: 'joueurdugrenier',
  },
  {
    type: 'youtube',
    providerId: 'z1ZrvkdOqeU',
    title: 'Joueur du Grenier - Home Alone',
    year: 2013,
    creator: 'joueurdugrenier',
  },
  {
    type: 'youtube',
    providerId: 'xmZ_fzKLRnw',
    title: 'VENOM 3 : THE LAST DANCE Bande Annonce VF (2024)',
    year: 2024,
    creator: 'FilmsActu',
  },
  {
    type: 'youtube',
    providerId: 'OzY2r2JXsDM',
    title: 'Alien: Romulus | Official Trailer',
    year: 2024,
    creator: '20th Century Studios',
  },
  {
    type: 'youtube',
    providerId: '7jtMPiWNHFI',
    title: "HOT ONES : Pierre Niney n'a peur de rien",
    year: 2024,
    creator: 'Studio Bagel',
  },
];
