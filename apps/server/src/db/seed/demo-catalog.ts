/**
 * Facts about the titles of the demo lists, copied from ../shared/data (tmdb-example-ids.json and
 * catalog-extra.json): type, provider id, title, poster path and year. No descriptions.
 */
export interface DemoItem {
  type: 'movie' | 'show' | 'podcast' | 'youtube';
  providerId: string;
  title: string;
  posterPath: string | null;
  year: number | null;
  /** Channel of a video, publisher of a podcast. */
  creator: string | null;
}

/** `type:providerId`, how the demo lists name their items. */
export type DemoItemKey = `${DemoItem['type']}:${string}`;
export const demoItemKey = (item: Pick<DemoItem, 'type' | 'providerId'>): DemoItemKey => `${item.type}:${item.providerId}`;

const thumbnail = (videoId: string) => `https://i.ytimg.com/vi/${videoId}/hqdefault.jpg`;

export const DEMO_ITEMS: readonly DemoItem[] = [
  { type: 'movie', providerId: '238', title: 'The Godfather', posterPath: '/3bhkrj58Vtu7enYsRolD1fZdja1.jpg', year: 1972, creator: null },
  { type: 'movie', providerId: '289', title: 'Casablanca', posterPath: '/5K7cOHoay2mZusSLezBOY0Qxh8a.jpg', year: 1942, creator: null },
  { type: 'movie', providerId: '389', title: '12 Angry Men', posterPath: '/ow3wq89wM8qd5X7hWKxiRfsFf9C.jpg', year: 1957, creator: null },
  { type: 'movie', providerId: '278', title: 'The Shawshank Redemption', posterPath: '/q6y0Go1tsGEsmtFryDOJo3dEmqu.jpg', year: 1994, creator: null },
  { type: 'movie', providerId: '424', title: 'Schindler\'s List', posterPath: '/sF1U4EUQS8YHUYjNl3pMGNIQyr0.jpg', year: 1993, creator: null },
  { type: 'movie', providerId: '78', title: 'Blade Runner', posterPath: '/63N9uy8nd9j7Eog2axPQ8lbr3Wj.jpg', year: 1982, creator: null },
  { type: 'movie', providerId: '603', title: 'The Matrix', posterPath: '/f89U3ADr1oiB1s9GkdPOEpXUk5H.jpg', year: 1999, creator: null },
  { type: 'movie', providerId: '38', title: 'Eternal Sunshine of the Spotless Mind', posterPath: '/5MwkWH9tYHv3mV9OdYTMR5qreIz.jpg', year: 2004, creator: null },
  { type: 'movie', providerId: '335984', title: 'Blade Runner 2049', posterPath: '/gajva2L0rPYkEWjzgFlBXCAVBE5.jpg', year: 2017, creator: null },
  { type: 'movie', providerId: '180', title: 'Minority Report', posterPath: '/ccqpHq5tk5W4ymbSbuoy4uYOxFI.jpg', year: 2002, creator: null },
  { type: 'movie', providerId: '129', title: 'Spirited Away', posterPath: '/39wmItIWsg5sZMyRUHLkWBcuVCM.jpg', year: 2001, creator: null },
  { type: 'movie', providerId: '372058', title: 'Your Name.', posterPath: '/q719jXXEzOoYaps6babgKnONONX.jpg', year: 2016, creator: null },
  { type: 'movie', providerId: '9323', title: 'Ghost in the Shell', posterPath: '/9gC88zYUBARRSThcG93MvW14sqx.jpg', year: 1995, creator: null },
  { type: 'movie', providerId: '862', title: 'Toy Story', posterPath: '/uXDfjJbdP4ijW5hWSBrPrlKpxab.jpg', year: 1995, creator: null },
  { type: 'movie', providerId: '12', title: 'Finding Nemo', posterPath: '/5lc6nQc0VhWFYFbNv016xze8Jvy.jpg', year: 2003, creator: null },
  { type: 'movie', providerId: '10681', title: 'WALL·E', posterPath: '/Agc6lw8pb6BIGVeguvdjDT0p9Mb.jpg', year: 2008, creator: null },
  { type: 'movie', providerId: '9806', title: 'The Incredibles', posterPath: '/2LqaLgk4Z226KkgPJuiOQ58wvrm.jpg', year: 2004, creator: null },
  { type: 'movie', providerId: '315162', title: 'Puss in Boots: The Last Wish', posterPath: '/kuf6dutpsT0vSVehic3EZIqkOBt.jpg', year: 2022, creator: null },
  { type: 'movie', providerId: '546554', title: 'Knives Out', posterPath: '/pThyQovXQrw2m0s9x82twj48Jq4.jpg', year: 2019, creator: null },
  { type: 'movie', providerId: '807', title: 'Se7en', posterPath: '/6yoghtyTpznpBik8EngEmJskVUO.jpg', year: 1995, creator: null },
  { type: 'show', providerId: '1396', title: 'Breaking Bad', posterPath: '/ggFHVNu6YYI5L9pCfOacjizRGt.jpg', year: 2008, creator: null },
  { type: 'show', providerId: '1398', title: 'The Sopranos', posterPath: '/57okJJUBK0AaijxLh3RjNUaMvFI.jpg', year: 1999, creator: null },
  { type: 'show', providerId: '76331', title: 'Succession', posterPath: '/7HW47XbkNQ5fiwQFYGWdw9gs144.jpg', year: 2018, creator: null },
  { type: 'show', providerId: '87108', title: 'Chernobyl', posterPath: '/hlLXt2tOPT6RRnjiUmoxyG1LTFi.jpg', year: 2019, creator: null },
  { type: 'show', providerId: '60574', title: 'Peaky Blinders', posterPath: '/vUUqzWa2LnHIVqkaKVlVGkVcZIW.jpg', year: 2013, creator: null },
  { type: 'show', providerId: '1668', title: 'Friends', posterPath: '/f496cm9enuEsZkSPzCwnTESEK5s.jpg', year: 1994, creator: null },
  { type: 'show', providerId: '1400', title: 'Seinfeld', posterPath: '/aCw8ONfyz3AhngVQa1E2Ss4KSUQ.jpg', year: 1989, creator: null },
  { type: 'show', providerId: '18347', title: 'Community', posterPath: '/3KUjDt8XY7w2Ku70UE0SECmv1zP.jpg', year: 2009, creator: null },
  { type: 'show', providerId: '97546', title: 'Ted Lasso', posterPath: '/5fhZdwP1DVJ0FyVH6vrFdHwpXIn.jpg', year: 2020, creator: null },
  { type: 'show', providerId: '1421', title: 'Modern Family', posterPath: '/fu5vEUHgxkAPmX26ISQXqHmlPMq.jpg', year: 2009, creator: null },
  { type: 'show', providerId: '31911', title: 'Fullmetal Alchemist: Brotherhood', posterPath: '/5ZFUEOULaVml7pQuXxhpR2SmVUw.jpg', year: 2009, creator: null },
  { type: 'show', providerId: '37854', title: 'One Piece', posterPath: '/e3NBGiAifW9Xt8xD5tpARskjccO.jpg', year: 1999, creator: null },
  { type: 'show', providerId: '85937', title: 'Demon Slayer: Kimetsu no Yaiba', posterPath: '/xUfRZu2mi8jH6SzQEJGP6tjBuYj.jpg', year: 2019, creator: null },
  { type: 'show', providerId: '19885', title: 'Sherlock', posterPath: '/7WTsnHkbA0FaG6R9twfFde0I9hl.jpg', year: 2010, creator: null },
  { type: 'show', providerId: '40008', title: 'Hannibal', posterPath: '/imzvb941su6uhQ158GGurk7vF28.jpg', year: 2013, creator: null },
  { type: 'podcast', providerId: '912451024', title: 'Affaires sensibles', posterPath: null, year: null, creator: 'France Inter' },
  { type: 'podcast', providerId: '1172772210', title: 'La Poudre', posterPath: null, year: null, creator: null },
  { type: 'podcast', providerId: '574827178', title: 'Studio 404', posterPath: null, year: null, creator: null },
  { type: 'podcast', providerId: '1640003869', title: 'Soluble(s)', posterPath: null, year: null, creator: null },
  { type: 'podcast', providerId: '1434734500', title: 'Lumières dans la nuit', posterPath: null, year: null, creator: null },
  { type: 'podcast', providerId: '1281339122', title: 'Histoires de Darons', posterPath: null, year: null, creator: null },
  { type: 'youtube', providerId: 'Msz3-l4W9IM', title: 'Joueur du Grenier - Vendredi 13 et Dr jekyll & Mister Hyde - NES', posterPath: thumbnail('Msz3-l4W9IM'), year: 2015, creator: 'joueurdugrenier' },
  { type: 'youtube', providerId: 'N4XX3k8Sllg', title: 'Joueur du grenier - Les visiteurs / Astérix contre César - PSX', posterPath: thumbnail('N4XX3k8Sllg'), year: 2015, creator: 'joueurdugrenier' },
  { type: 'youtube', providerId: '8IKz4hAMPOE', title: 'Joueur du Grenier - TERMINATOR - NES/Megadrive', posterPath: thumbnail('8IKz4hAMPOE'), year: 2015, creator: 'joueurdugrenier' },
  { type: 'youtube', providerId: 'ozf7VJf-gsU', title: 'Joueur du Grenier - Superman 64 & Batman Forever', posterPath: thumbnail('ozf7VJf-gsU'), year: 2013, creator: 'joueurdugrenier' },
  { type: 'youtube', providerId: 'z1ZrvkdOqeU', title: 'Joueur du Grenier - Home Alone', posterPath: thumbnail('z1ZrvkdOqeU'), year: 2013, creator: 'joueurdugrenier' },
  { type: 'youtube', providerId: 'xmZ_fzKLRnw', title: 'VENOM 3 : THE LAST DANCE Bande Annonce VF (2024)', posterPath: thumbnail('xmZ_fzKLRnw'), year: 2024, creator: 'FilmsActu' },
  { type: 'youtube', providerId: 'OzY2r2JXsDM', title: 'Alien: Romulus | Official Trailer', posterPath: thumbnail('OzY2r2JXsDM'), year: 2024, creator: '20th Century Studios' },
  { type: 'youtube', providerId: '7jtMPiWNHFI', title: 'HOT ONES : Pierre Niney n\'a peur de rien', posterPath: thumbnail('7jtMPiWNHFI'), year: 2024, creator: 'Studio Bagel' },
];
