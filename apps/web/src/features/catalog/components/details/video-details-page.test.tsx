import type { VideoDetails } from '@pepites/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderRoute } from '../../../../testing/render-route';
import { CatalogSlotsProvider, type CatalogSlots } from '../catalog-slots';
import { VideoDetailsPage } from './video-details-page';

const video: VideoDetails = {
  id: 'dQw4w9WgXcQ',
  etag: 'e1',
  title: 'A lecture on cinema',
  channel_title: 'Film School',
  published_at: '2024-03-05T10:00:00Z',
  thumbnail: '/api/catalog/images/video/dQw4w9WgXcQ.svg',
  description: 'First line.\nSecond line.',
  source: 'offline',
};

let answer: 'ok' | 'missing' | 'down' = 'ok';
const server = setupServer(
  http.get('/api/catalog/videos/:id', () => {
    if (answer === 'missing')
      return HttpResponse.json({ message: 'Video not found.', code: 'not_found' }, { status: 404 });
    if (answer === 'down')
      return HttpResponse.json(
        { message: 'The video platform is not answering.', code: 'upstream_unavailable' },
        { status: 502 },
      );
    return HttpResponse.json(video);
  }),
  http.get('/api/lists/getCountByProviderId/:id', () => HttpResponse.json({ count: 0 })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  answer = 'ok';
  added.length = 0;
});
afterAll(() => server.close());

const added: unknown[] = [];
const slots: CatalogSlots = {
  addToLists: (item) => (
    <button type="button" onClick={() => added.push(item)}>
      Add to a list
    </button>
  ),
  typeIcon: () => null,
  myServices: null,
  titleAlert: () => null,
  signedIn: true,
};

const renderVideo = () =>
  renderRoute(
    <CatalogSlotsProvider slots={slots}>
      <VideoDetailsPage id={video.id} notFound={<h1>Page not found</h1>} />
    </CatalogSlotsProvider>,
    { path: '/video/:id', url: `/video/${video.id}`, lang: 'en' },
  );

describe('VideoDetailsPage', () => {
  it('shows the video, where to watch it, the lists count, and adds it as a video', async () => {
    const { user } = await renderVideo();
    expect(await screen.findByRole('heading', { level: 1, name: 'A lecture on cinema' })).toBeInTheDocument();
    expect(screen.getByText(/Film School · March 5, 2024/)).toBeInTheDocument();
    expect(screen.getByText(/First line\.\s+Second line\./)).toHaveClass('whitespace-pre-line');
    const watch = screen.getByRole('link', { name: /Watch on YouTube/ });
    expect(watch).toHaveAttribute('href', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    expect(watch).toHaveAttribute('target', '_blank');
    expect(await screen.findByText('Not in any list yet')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('A lecture on cinema · Pépites'));

    await user.click(screen.getByRole('button', { name: 'Add to a list' }));
    expect(added).toEqual([
      {
        provider_id: video.id,
        provider_id_string: video.id,
        title: video.title,
        poster_path: video.thumbnail,
        type: 'youtube',
      },
    ]);
  });

  it('renders the not-found page for an unknown video', async () => {
    answer = 'missing';
    await renderVideo();
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });

  it("shows the server's message when the platform is down", async () => {
    answer = 'down';
    await renderVideo();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The video platform is not answering.')).toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
