import type { CatalogInfo } from '@pepites/contracts';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderRoute } from '../../../testing/render-route';
import { useMoviesRowKind } from './home-titles';

let info: CatalogInfo | null = null;
const server = setupServer(
  http.get('/api/catalog/info', () =>
    info
      ? HttpResponse.json(info)
      : HttpResponse.json({ message: 'Un problème est survenu.', code: 'internal_error' }, { status: 500 }),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  info = null;
});
afterAll(() => server.close());

function RowKind() {
  return <p>{useMoviesRowKind() ?? 'unknown'}</p>;
}

describe("the home's movies row", () => {
  it('holds recent releases with the offline catalogue, whose data ends before today', async () => {
    info = { movies: 'offline', videos: 'live', podcasts: 'live' };
    await renderRoute(<RowKind />);
    expect(screen.getByText('unknown')).toBeInTheDocument();
    expect(await screen.findByText('recent')).toBeInTheDocument();
  });

  it('holds upcoming movies with the live catalogue, and when the source cannot be told', async () => {
    info = { movies: 'live', videos: 'offline', podcasts: 'offline' };
    const { unmount } = await renderRoute(<RowKind />);
    expect(await screen.findByText('upcoming')).toBeInTheDocument();
    unmount();
    info = null;
    await renderRoute(<RowKind />);
    expect(await screen.findByText('upcoming')).toBeInTheDocument();
  });
});
