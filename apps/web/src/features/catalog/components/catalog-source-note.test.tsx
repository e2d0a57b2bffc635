import type { CatalogInfo } from '@pepites/contracts';
import { useQuery } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderRoute } from '../../../testing/render-route';
import { catalogInfoQueryOptions } from '../api/get-catalog-info';
import { CatalogSourceNote } from './catalog-source-note';

let info: CatalogInfo = { movies: 'offline', videos: 'offline', podcasts: 'offline' };
const server = setupServer(http.get('/api/catalog/info', () => HttpResponse.json(info)));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const NOTE = /^Catalogue de démonstration/;

/** Says when the sources are known: rendered in the same commit as the note, which reads the same answer. */
function SourcesKnown() {
  return useQuery(catalogInfoQueryOptions()).data ? <p>sources known</p> : null;
}

/** Whether the note shows under a screen, once the catalogue's sources are known. */
async function noteOn(url: string, path: string) {
  const view = await renderRoute(
    <>
      <CatalogSourceNote />
      <SourcesKnown />
    </>,
    { path, url },
  );
  await screen.findByText('sources known');
  const note = screen.queryByText(NOTE);
  view.unmount();
  return note !== null;
}

describe('the catalogue source note', () => {
  it('shows under every screen when nothing is live', async () => {
    info = { movies: 'offline', videos: 'offline', podcasts: 'offline' };
    expect(await noteOn('/movieDetails/603', '/movieDetails/:movieId')).toBe(true);
    expect(await noteOn('/youtubeSearch', '/youtubeSearch')).toBe(true);
  });

  it("speaks of the screen's own source: a live movie database says nothing on movies, shows and Binge Buddy", async () => {
    info = { movies: 'live', videos: 'offline', podcasts: 'live' };
    expect(await noteOn('/movieDetails/603', '/movieDetails/:movieId')).toBe(false);
    expect(await noteOn('/tvDetails/1396', '/tvDetails/:tvShowId')).toBe(false);
    expect(await noteOn('/bingeBuddy', '/bingeBuddy')).toBe(false);
    expect(await noteOn('/podcastsSearch', '/podcastsSearch')).toBe(false);
    expect(await noteOn('/youtubeSearch', '/youtubeSearch')).toBe(true);
    expect(await noteOn('/youtubeDetails/abc', '/youtubeDetails/:providerId')).toBe(true);
  });
});
