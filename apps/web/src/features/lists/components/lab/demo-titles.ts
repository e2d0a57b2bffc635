import type { AddContentInput } from '@pepites/contracts';

/**
 * Real titles with their real provider ids (the demo catalogue's, from ../shared/data), for the
 * add-to-lists test page until the catalogue's own pages exist.
 */
export const DEMO_TITLES: ReadonlyArray<AddContentInput & { provider_id: string; year: number | null }> = [
  { type: 'movie', provider_id: '238', title: 'The Godfather', poster_path: '/3bhkrj58Vtu7enYsRolD1fZdja1.jpg', year: 1972 },
  { type: 'movie', provider_id: '129', title: 'Spirited Away', poster_path: '/39wmItIWsg5sZMyRUHLkWBcuVCM.jpg', year: 2001 },
  { type: 'show', provider_id: '1396', title: 'Breaking Bad', poster_path: '/ggFHVNu6YYI5L9pCfOacjizRGt.jpg', year: 2008 },
  { type: 'show', provider_id: '87108', title: 'Chernobyl', poster_path: '/hlLXt2tOPT6RRnjiUmoxyG1LTFi.jpg', year: 2019 },
  {
    type: 'youtube',
    provider_id: 'Msz3-l4W9IM',
    provider_id_string: 'Msz3-l4W9IM',
    title: 'Joueur du Grenier - Vendredi 13 et Dr jekyll & Mister Hyde - NES',
    poster_path: 'https://i.ytimg.com/vi/Msz3-l4W9IM/hqdefault.jpg',
    year: 2015,
  },
  { type: 'podcast', provider_id: '912451024', provider_id_string: '912451024', title: 'Affaires sensibles', poster_path: null, year: null },
];
