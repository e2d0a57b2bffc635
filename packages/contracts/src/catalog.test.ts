import { describe, expect, it } from 'vitest';
import { providerSchema, videoSchema } from './catalog.js';

describe('catalogue images', () => {
  it('are paths of ours or none: an answer never names an outside image (decision 023)', () => {
    const logo = (logo_path: string | null) =>
      providerSchema.safeParse({ provider_id: 8, provider_name: 'Netflix', logo_path }).success;
    expect(logo('/api/catalog/images/logo/8.svg')).toBe(true);
    expect(logo('/api/catalog/images/logo/8/pbpMk2JmcoNnQwx5JGpXngfoWtp.jpg')).toBe(true);
    expect(logo(null)).toBe(true);
    for (const outside of [
      '/pbpMk2JmcoNnQwx5JGpXngfoWtp.jpg',
      'https://image.tmdb.org/t/p/w92/x.jpg',
      '//i.ytimg.com/vi/x/hqdefault.jpg',
      '/api/catalog/other',
    ]) {
      expect(logo(outside), outside).toBe(false);
    }
    const video = { id: 'dQw4w9WgXcQ', etag: 'e', title: 't', channel_title: 'c', published_at: '' };
    expect(
      videoSchema.safeParse({ ...video, thumbnail: 'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg' }).success,
    ).toBe(false);
  });
});
