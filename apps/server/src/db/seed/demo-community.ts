import type { TagName } from '@pepites/contracts';
import type { DemoItemKey } from './demo-catalog.js';

export interface DemoUser {
  userName: string;
  country: string;
  city: string;
  catchline: string;
  introduction: string;
  /** Background of the generated initials avatar. */
  colour: string;
}

export interface DemoList {
  owner: string;
  title: string;
  description: string;
  privacy: 'public' | 'private';
  tags: TagName[];
  items: DemoItemKey[];
  likedBy: string[];
  /** How long ago the list was created, so "newest first" has a stable order. */
  daysAgo: number;
}

/** Demo members live at this domain, which is reserved and never receives mail. */
export const DEMO_EMAIL_DOMAIN = 'demo.pepites.invalid';

export const DEMO_USERS: readonly DemoUser[] = [
  {
    userName: 'margaux_cine',
    country: 'FR',
    city: 'Lyon',
    catchline: 'Cinéphile du dimanche, popcorn sucré obligatoire.',
    introduction:
      'Je note tout ce que je vois depuis mes quinze ans. Les grands classiques me font toujours autant d’effet.',
    colour: '#b45309',
  },
  {
    userName: 'theo.series',
    country: 'BE',
    city: 'Bruxelles',
    catchline: 'Une saison par week-end, pas plus (enfin, presque).',
    introduction: 'Amateur de séries au long cours et de comédies qui font du bien.',
    colour: '#1d4ed8',
  },
  {
    userName: 'nadia_ecoute',
    country: 'CA',
    city: 'Montréal',
    catchline: 'Des voix dans les oreilles du matin au soir.',
    introduction: 'Podcasts dans le métro, en cuisinant, en courant : je partage mes trouvailles.',
    colour: '#7c3aed',
  },
  {
    userName: 'julien_anim',
    country: 'FR',
    city: 'Nantes',
    catchline: 'Animation japonaise et dessins animés pour toute la famille.',
    introduction: 'Papa de deux enfants, fan de Miyazaki bien avant eux.',
    colour: '#047857',
  },
  {
    userName: 'camille.docs',
    country: 'CH',
    city: 'Genève',
    catchline: 'Curieuse de tout, surtout des histoires vraies.',
    introduction: 'Enquêtes, faits divers et mystères : je cherche toujours le fin mot de l’histoire.',
    colour: '#be123c',
  },
  {
    userName: 'hugo_videos',
    country: 'FR',
    city: 'Marseille',
    catchline: 'Vidéastes, rétro gaming et pépites du web.',
    introduction: 'Je regarde plus de vidéos que de films, et je l’assume.',
    colour: '#0e7490',
  },
];

/** Ten public lists and one private one; every like names a member other than the owner. */
export const DEMO_LISTS: readonly DemoList[] = [
  {
    owner: 'margaux_cine',
    title: 'Les classiques à voir une fois dans sa vie',
    description: 'Des films qui ont traversé les décennies sans prendre une ride.',
    privacy: 'public',
    tags: ['classic', 'must-see', 'drama'],
    items: ['movie:238', 'movie:289', 'movie:389', 'movie:278', 'movie:424'],
    likedBy: ['theo.series', 'nadia_ecoute', 'julien_anim', 'camille.docs', 'hugo_videos'],
    daysAgo: 40,
  },
  {
    owner: 'margaux_cine',
    title: 'Soirée science-fiction',
    description: 'Androïdes, rêves effacés et réalités simulées.',
    privacy: 'public',
    tags: ['science fiction', 'friend night'],
    items: ['movie:78', 'movie:603', 'movie:38', 'movie:335984', 'movie:180'],
    likedBy: ['theo.series', 'julien_anim', 'hugo_videos'],
    daysAgo: 21,
  },
  {
    owner: 'theo.series',
    title: 'Séries à dévorer en un week-end',
    description: 'Des drames impeccables, à commencer un vendredi soir.',
    privacy: 'public',
    tags: ['drama', 'must-see'],
    items: ['show:1396', 'show:1398', 'show:76331', 'show:87108', 'show:60574'],
    likedBy: ['margaux_cine', 'nadia_ecoute', 'camille.docs', 'hugo_videos'],
    daysAgo: 35,
  },
  {
    owner: 'theo.series',
    title: 'Comédies pour se remonter le moral',
    description: 'Des épisodes courts et des personnages qu’on voudrait pour amis.',
    privacy: 'public',
    tags: ['comedy', 'humor'],
    items: ['show:1668', 'show:1400', 'show:18347', 'show:97546', 'show:1421'],
    likedBy: ['margaux_cine', 'julien_anim'],
    daysAgo: 12,
  },
  {
    owner: 'nadia_ecoute',
    title: 'Podcasts pour apprendre en marchant',
    description: 'Société, technologie et sciences, à écouter partout.',
    privacy: 'public',
    tags: ['discovery'],
    items: ['podcast:1172772210', 'podcast:574827178', 'podcast:1640003869', 'podcast:912451024'],
    likedBy: ['camille.docs', 'margaux_cine'],
    daysAgo: 30,
  },
  {
    owner: 'nadia_ecoute',
    title: 'Histoires vraies à écouter',
    description: 'Des récits réels racontés au creux de l’oreille.',
    privacy: 'public',
    tags: ['investigation', 'emotion'],
    items: ['podcast:912451024', 'podcast:1434734500', 'podcast:1281339122'],
    likedBy: ['camille.docs'],
    daysAgo: 8,
  },
  {
    owner: 'julien_anim',
    title: 'Animation japonaise incontournable',
    description: 'Films et séries, des studios Ghibli aux grands shōnen.',
    privacy: 'public',
    tags: ['anime', 'animation', 'must-see'],
    items: ['movie:129', 'movie:372058', 'movie:9323', 'show:31911', 'show:37854', 'show:85937'],
    likedBy: ['hugo_videos', 'theo.series', 'margaux_cine'],
    daysAgo: 27,
  },
  {
    owner: 'julien_anim',
    title: "Films d'animation en famille",
    description: 'À regarder avec les enfants, et sans eux.',
    privacy: 'public',
    tags: ['family', 'animation'],
    items: ['movie:862', 'movie:12', 'movie:10681', 'movie:9806', 'movie:315162'],
    likedBy: ['nadia_ecoute'],
    daysAgo: 5,
  },
  {
    owner: 'camille.docs',
    title: 'Enquêtes et mystères',
    description: 'Détectives brillants, tueurs insaisissables et affaires réelles.',
    privacy: 'public',
    tags: ['investigation', 'suspense', 'police'],
    items: ['movie:546554', 'movie:807', 'show:19885', 'show:40008', 'podcast:912451024'],
    likedBy: ['nadia_ecoute', 'theo.series'],
    daysAgo: 16,
  },
  {
    owner: 'hugo_videos',
    title: 'Le meilleur du Joueur du Grenier',
    description: 'Les épisodes cultes du rétro gaming à la française.',
    privacy: 'public',
    tags: ['retro', 'humor', 'cult'],
    items: [
      'youtube:Msz3-l4W9IM',
      'youtube:N4XX3k8Sllg',
      'youtube:8IKz4hAMPOE',
      'youtube:ozf7VJf-gsU',
      'youtube:z1ZrvkdOqeU',
    ],
    likedBy: ['julien_anim'],
    daysAgo: 10,
  },
  // Liked while it was public, then made private: its likes must count nowhere.
  {
    owner: 'hugo_videos',
    title: 'À regarder plus tard',
    description: 'Bandes-annonces et vidéos mises de côté.',
    privacy: 'private',
    tags: ['new release'],
    items: ['youtube:xmZ_fzKLRnw', 'youtube:OzY2r2JXsDM', 'youtube:7jtMPiWNHFI'],
    likedBy: ['margaux_cine', 'theo.series'],
    daysAgo: 3,
  },
];

/**
 * Who follows whom (follower, followee), so that a demo member's feed shows what the others made
 * and liked (docs/decisions/038-community.md): the database writes the feed's events with the lists.
 */
export const DEMO_FOLLOWS: readonly (readonly [string, string])[] = [
  ['margaux_cine', 'theo.series'],
  ['margaux_cine', 'julien_anim'],
  ['margaux_cine', 'camille.docs'],
  ['theo.series', 'margaux_cine'],
  ['theo.series', 'hugo_videos'],
  ['nadia_ecoute', 'camille.docs'],
  ['julien_anim', 'margaux_cine'],
  ['camille.docs', 'nadia_ecoute'],
  ['hugo_videos', 'theo.series'],
];
