import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { makeItem, makeListDetail } from '../../../testing/list-factories';
import { renderRoute } from '../../../testing/render-route';
import { ContentCard } from './content-card';
import { ViewerProvider } from './viewer-provider';

const seenCalls: string[] = [];
const server = setupServer(
  http.put('/api/content/:contentId/seen/:userId', ({ params }) => {
    seenCalls.push(`${params.contentId}/${params.userId}`);
    return HttpResponse.json({ message: 'ok', seen: true });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  seenCalls.length = 0;
  vi.unstubAllGlobals();
});
afterAll(() => server.close());

/** A window `width` px wide, as far as media queries go. */
function windowWidth(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: /min-width: (\d+)px/.test(query) ? width >= Number(/min-width: (\d+)px/.exec(query)?.[1]) : false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

const longTitle = 'Eternal Sunshine of the Spotless Mind';

describe('ContentCard', () => {
  it('cuts the title at 20 characters plus an ellipsis on a window wider than 400 px', async () => {
    windowWidth(1280);
    await renderRoute(<ContentCard item={makeItem({ title: longTitle, provider_id: '38' })} />, { lang: 'en' });
    expect(screen.getByText('Eternal Sunshine of…')).toBeInTheDocument();
    // The link keeps the whole title as its name.
    expect(screen.getByRole('link', { name: longTitle })).toHaveAttribute('href', '/movieDetails/38');
  });

  it('keeps the whole title at 400 px and below, and short titles as they are', async () => {
    windowWidth(390);
    const { unmount } = await renderRoute(<ContentCard item={makeItem({ title: longTitle })} />);
    expect(screen.queryByText('Eternal Sunshine of…')).not.toBeInTheDocument();
    // Under the poster, and on the generated poster itself (no image here).
    expect(screen.getAllByText(longTitle)).toHaveLength(2);
    unmount();
    windowWidth(1280);
    await renderRoute(<ContentCard item={makeItem({ title: 'Casablanca' })} />);
    expect(screen.getAllByText('Casablanca')).toHaveLength(2);
  });

  it('links a show to its page, a video to its page and its watch link, a podcast to its directory page in a new tab', async () => {
    await renderRoute(
      <>
        <ContentCard item={makeItem({ type: 'show', provider_id: '1396', title: 'Breaking Bad' })} />
        <ContentCard
          item={makeItem({
            type: 'youtube',
            provider_id: 'Msz3-l4W9IM',
            provider_id_string: 'Msz3-l4W9IM',
            title: 'JdG',
          })}
        />
        <ContentCard
          item={makeItem({
            type: 'podcast',
            provider_id: '912451024',
            provider_id_string: '912451024',
            title: 'Affaires sensibles',
          })}
        />
      </>,
      { lang: 'en' },
    );
    expect(screen.getByRole('link', { name: 'Breaking Bad' })).toHaveAttribute('href', '/tvDetails/1396');
    expect(screen.getByRole('link', { name: 'JdG' })).toHaveAttribute('href', '/youtubeDetails/Msz3-l4W9IM');
    const watch = screen.getByRole('link', { name: 'Watch on YouTube (opens in a new tab)' });
    expect(watch).toHaveAttribute('href', 'https://www.youtube.com/watch?v=Msz3-l4W9IM');
    expect(watch).toHaveAttribute('target', '_blank');
    const podcast = screen.getByRole('link', { name: 'Affaires sensibles (opens in a new tab)' });
    expect(podcast).toHaveAttribute('href', 'https://podcasts.apple.com/podcast/id912451024');
    expect(podcast).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows a generated poster when there is no image of ours, and our image at width 500 otherwise', async () => {
    const { container } = await renderRoute(
      <>
        <ContentCard item={makeItem({ title: 'Sans affiche', poster_path: null })} />
        <ContentCard item={makeItem({ title: 'Ailleurs', poster_path: '/3bhkrj58Vtu7enYsRolD1fZdja1.jpg' })} />
        <ContentCard
          item={makeItem({ title: 'The Godfather', poster_path: '/api/catalog/images/poster/movie/238.svg' })}
        />
      </>,
    );
    expect(screen.getAllByTestId('generated-poster')).toHaveLength(3);
    const images = container.querySelectorAll('img');
    expect(images).toHaveLength(1);
    expect(images[0]).toHaveAttribute('src', '/api/catalog/images/poster/movie/238.svg?w=500');
  });

  it("shows a video's thumbnail and a podcast's artwork whole in the 2:3 frame, a movie's poster filling it", async () => {
    const { container } = await renderRoute(
      <>
        <ContentCard
          item={makeItem({ type: 'movie', title: 'Alien', poster_path: '/api/catalog/images/movie/348/poster' })}
        />
        <ContentCard
          item={makeItem({
            type: 'youtube',
            provider_id_string: 'Msz3-l4W9IM',
            title: 'JdG',
            poster_path: '/api/catalog/images/youtube/Msz3-l4W9IM/thumbnail',
          })}
        />
        <ContentCard
          item={makeItem({
            type: 'podcast',
            provider_id_string: '912451024',
            title: 'Affaires sensibles',
            poster_path: '/api/catalog/images/podcast/912451024/artwork',
          })}
        />
      </>,
      { lang: 'en' },
    );
    const fit = (title: string) => {
      const link = [...container.querySelectorAll('a')].find((anchor) => anchor.getAttribute('title') === title)!;
      const image = link.querySelector('img:not([data-testid="poster-backdrop"])')!;
      return {
        contained: image.classList.contains('object-contain'),
        backdrop: link.querySelector('[data-testid="poster-backdrop"]') !== null,
      };
    };
    expect(fit('Alien')).toEqual({ contained: false, backdrop: false });
    expect(fit('JdG')).toEqual({ contained: true, backdrop: true });
    expect(fit('Affaires sensibles')).toEqual({ contained: true, backdrop: true });
  });

  it('has no seen toggle for a visitor', async () => {
    await renderRoute(<ContentCard item={makeItem()} />, { lang: 'en' });
    expect(screen.queryByRole('button', { name: 'Have you seen it?' })).not.toBeInTheDocument();
  });

  it.each([
    ['en', 'Have you seen it?', 'You have seen it'],
    ['fr', "L'avez-vous vu\u00a0?", "Vous l'avez vu"],
  ] as const)(
    'in %s, the seen toggle says "%s" with a crossed eye and "%s" with a green eye',
    async (lang, notSeen, seen) => {
      const viewer = { id: 9, user_name: 'theo.series' };
      const { unmount } = await renderRoute(
        <ViewerProvider viewer={viewer}>
          <ContentCard item={makeItem({ seen: true })} />
        </ViewerProvider>,
        { lang },
      );
      const green = screen.getByRole('button', { name: seen });
      expect(green).toHaveClass('bg-seen');
      expect(green.querySelector('svg')).toHaveClass('lucide-eye');
      unmount();

      await renderRoute(
        <ViewerProvider viewer={viewer}>
          <ContentCard item={makeItem({ seen: false })} />
        </ViewerProvider>,
        { lang },
      );
      const crossed = screen.getByRole('button', { name: notSeen });
      expect(crossed).not.toHaveClass('bg-seen');
      expect(crossed.querySelector('svg')).toHaveClass('lucide-eye-off');
    },
  );

  it('toggles the seen mark for the member and moves the list page progress in the cache', async () => {
    const item = makeItem({ seen: false });
    const list = makeListDetail({ content: [item, makeItem()], completionPercentage: 0 });
    const { user, queryClient } = await renderRoute(
      <ViewerProvider viewer={{ id: 9, user_name: 'theo.series' }}>
        <ContentCard item={item} />
      </ViewerProvider>,
      { lang: 'en' },
    );
    queryClient.setQueryData(['lists', 'detail', list.id, 9], { list });
    await user.click(screen.getByRole('button', { name: 'Have you seen it?' }));
    expect(seenCalls).toEqual([`${item.id}/9`]);
    const cached = () => (queryClient.getQueryData(['lists', 'detail', list.id, 9]) as { list: typeof list }).list;
    await expect.poll(() => cached().completionPercentage).toBe(50);
    expect(cached().content[0]?.seen).toBe(true);
  });
});
