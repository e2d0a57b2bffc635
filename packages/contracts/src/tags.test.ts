import { describe, expect, it } from 'vitest';
import { BADGE_CATALOGUE } from './badges.js';
import { TAG_CATALOGUE, tagSchema } from './tags.js';

describe('reference catalogues', () => {
  it('has the 40 tags, each named once in both languages', () => {
    expect(TAG_CATALOGUE).toHaveLength(40);
    expect(new Set(TAG_CATALOGUE.map((tag) => tag.name)).size).toBe(40);
    expect(TAG_CATALOGUE.every((tag) => tag.name_fr.length > 0)).toBe(true);
  });

  it('refuses a tag outside the catalogue', () => {
    expect(tagSchema.safeParse({ name: 'comedy', name_fr: 'comédie' }).success).toBe(true);
    expect(tagSchema.safeParse({ name: 'sitcom', name_fr: 'sitcom' }).success).toBe(false);
  });

  it('has the eleven seeded badges with unique keys', () => {
    expect(BADGE_CATALOGUE).toHaveLength(11);
    expect(new Set(BADGE_CATALOGUE.map((badge) => badge.key)).size).toBe(11);
    const thresholds = BADGE_CATALOGUE.map((badge) => `${badge.rule}:${badge.threshold}`);
    expect(thresholds).toEqual(
      expect.arrayContaining([
        'lists_created:1',
        'lists_created:100',
        'podcast_lists:5',
        'youtube_lists:5',
        'likes_received:100',
      ]),
    );
  });
});
