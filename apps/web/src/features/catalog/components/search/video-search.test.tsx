import type { Video, VideoPage } from '@pepites/contracts';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../../testing/render-route';
import { recordScrollIntoView, stubReducedMotion } from '../../../../testing/scroll-into-view';
import { setupTestServer } from '../../../../testing/test-server';
import { VideoSearchPage } from './video-search';

const video = (page: number, index: number): Video => ({
  id: `vid${page}${index}`.padEnd(11, '_'),
  etag: `etag-${page}-${index}`,
  title: `Jazz page ${page} #${index}`,
  channel_title: 'Blue Note',
  published_at: '2024-05-01T00:00:00Z',
  thumbnail: null,
});
const pages: Record<string, VideoPage> = {
  '': { items: [1, 2, 3].map((index) => video(1, index)), nextPageToken: 'PAGE2', prevPageToken: null },
  PAGE2: { items: [1, 2, 3].map((index) => video(2, index)), nextPageToken: null, prevPageToken: 'PAGE1' },
  PAGE1: { items: [1, 2, 3].map((index) => video(1, index)), nextPageToken: 'PAGE2', prevPageToken: null },
};

setupTestServer(
  http.get('/api/catalog/videos/search', ({ request }) =>
    HttpResponse.json(pages[new URL(request.url).searchParams.get('pageToken') ?? '']),
  ),
);
const scrolls = recordScrollIntoView();
afterEach(() => vi.unstubAllGlobals());

const renderSearch = () =>
  renderRoute(<VideoSearchPage />, { path: '/youtubeSearch', url: '/youtubeSearch?q=jazz', lang: 'en' });

describe('VideoSearchPage', () => {
  it('after Next, then Previous, brings the top of the new results into view, smoothly, and the focus to their heading', async () => {
    stubReducedMotion(false);
    const { user } = await renderSearch();
    expect(await screen.findByText('Jazz page 1 #1')).toBeInTheDocument();
    const heading = screen.getByRole('heading', { level: 2, name: 'Results for “jazz”' });
    expect(scrolls).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Jazz page 2 #1')).toBeInTheDocument();
    await waitFor(() =>
      expect(scrolls).toEqual([{ element: heading, options: { block: 'start', behavior: 'smooth' } }]),
    );
    expect(heading).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Jazz page 1 #1')).toBeInTheDocument();
    await waitFor(() => expect(scrolls).toHaveLength(2));
    expect(scrolls[1]).toEqual({ element: heading, options: { block: 'start', behavior: 'smooth' } });
  });

  it('jumps without animation for someone who asked the system for less motion', async () => {
    stubReducedMotion(true);
    const { user } = await renderSearch();
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Jazz page 2 #1')).toBeInTheDocument();
    await waitFor(() => expect(scrolls.map(({ options }) => options)).toEqual([{ block: 'start', behavior: 'auto' }]));
  });
});
