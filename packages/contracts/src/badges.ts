import { z } from 'zod';

/** What a badge rule counts (docs/product.md#badges). */
export const BADGE_RULE_KINDS = [
  'lists_created',
  'movie_lists',
  'show_lists',
  'podcast_lists',
  'youtube_lists',
  'likes_received',
] as const;
export type BadgeRuleKind = (typeof BADGE_RULE_KINDS)[number];

export interface BadgeDefinition {
  key: string;
  rule: BadgeRuleKind;
  threshold: number;
  name: string;
  name_en: string;
  description: string;
  description_en: string;
  icon: string;
}

const icon = (key: string) => `/badges/${key}.svg`;

/** The eleven badges of the original, seeded at start; `name`/`description` are French. */
export const BADGE_CATALOGUE: readonly BadgeDefinition[] = [
  {
    key: 'lists-1',
    rule: 'lists_created',
    threshold: 1,
    name: 'Premier pas',
    name_en: 'First step',
    description: 'Créer votre première liste.',
    description_en: 'Create your first list.',
    icon: icon('lists-1'),
  },
  {
    key: 'lists-10',
    rule: 'lists_created',
    threshold: 10,
    name: 'Collectionneur',
    name_en: 'Collector',
    description: 'Créer 10 listes.',
    description_en: 'Create 10 lists.',
    icon: icon('lists-10'),
  },
  {
    key: 'lists-50',
    rule: 'lists_created',
    threshold: 50,
    name: 'Curateur',
    name_en: 'Curator',
    description: 'Créer 50 listes.',
    description_en: 'Create 50 lists.',
    icon: icon('lists-50'),
  },
  {
    key: 'lists-100',
    rule: 'lists_created',
    threshold: 100,
    name: 'Légende des listes',
    name_en: 'List legend',
    description: 'Créer 100 listes.',
    description_en: 'Create 100 lists.',
    icon: icon('lists-100'),
  },
  {
    key: 'podcasts-5',
    rule: 'podcast_lists',
    threshold: 5,
    name: "Oreille d'or",
    name_en: 'Golden ear',
    description: 'Créer 5 listes composées uniquement de podcasts.',
    description_en: 'Create 5 lists made only of podcasts.',
    icon: icon('podcasts-5'),
  },
  {
    key: 'movies-5',
    rule: 'movie_lists',
    threshold: 5,
    name: 'Cinéphile',
    name_en: 'Film buff',
    description: 'Créer 5 listes composées uniquement de films.',
    description_en: 'Create 5 lists made only of movies.',
    icon: icon('movies-5'),
  },
  {
    key: 'shows-5',
    rule: 'show_lists',
    threshold: 5,
    name: 'Sériephile',
    name_en: 'Series addict',
    description: 'Créer 5 listes composées uniquement de séries.',
    description_en: 'Create 5 lists made only of TV shows.',
    icon: icon('shows-5'),
  },
  {
    key: 'videos-5',
    rule: 'youtube_lists',
    threshold: 5,
    name: 'Vidéophile',
    name_en: 'Video buff',
    description: 'Créer 5 listes composées uniquement de vidéos.',
    description_en: 'Create 5 lists made only of videos.',
    icon: icon('videos-5'),
  },
  {
    key: 'likes-20',
    rule: 'likes_received',
    threshold: 20,
    name: 'Apprécié',
    name_en: 'Appreciated',
    description: 'Recevoir 20 j’aime au total sur vos listes.',
    description_en: 'Receive 20 likes in total on your lists.',
    icon: icon('likes-20'),
  },
  {
    key: 'likes-50',
    rule: 'likes_received',
    threshold: 50,
    name: 'Populaire',
    name_en: 'Popular',
    description: 'Recevoir 50 j’aime au total sur vos listes.',
    description_en: 'Receive 50 likes in total on your lists.',
    icon: icon('likes-50'),
  },
  {
    key: 'likes-100',
    rule: 'likes_received',
    threshold: 100,
    name: 'Star',
    name_en: 'Star',
    description: 'Recevoir 100 j’aime au total sur vos listes.',
    description_en: 'Receive 100 likes in total on your lists.',
    icon: icon('likes-100'),
  },
];

export const badgeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  name_en: z.string(),
  description: z.string(),
  description_en: z.string(),
  icon: z.string(),
});
export type Badge = z.infer<typeof badgeSchema>;
export const userBadgeSchema = badgeSchema.extend({ unlocked_at: z.string() });
export const badgesResponseSchema = z.object({ badges: z.array(badgeSchema) });
export const userBadgesResponseSchema = z.object({ badges: z.array(userBadgeSchema) });
export type UserBadge = z.infer<typeof userBadgeSchema>;
export type UserBadgesResponse = z.infer<typeof userBadgesResponseSchema>;
