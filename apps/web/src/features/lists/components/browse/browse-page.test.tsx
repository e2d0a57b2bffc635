import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { makeList } from '../../../../testing/list-factories';
import { renderRoute } from '../../../../testing/render-route';
import { BrowsePage } from './browse-page';

interface Call {
  query: Record<string, string>;
  tags: unknown;
}
const calls: Call[] = [];
let reply: { lists: ReturnType<typeof makeList>[]; total: number; totalPages: number; totalExact: boolean } = {
  lists: [makeList({ title: 'Soirée SF' }), makeList({ title: 'Classiques' })],
  total: 12,
  totalPages: 2,
  totalExact: true,
};
const server = setupServer(
  http.post('/api/lists/getAllListsFiltered/', async ({ request }) => {
    const url = new URL(request.url);
    const body = (await request.json()) as { tags?: unknown };
    calls.push({ query: Object.fromEntries(url.searchParams), tags: body.tags });
    return HttpResponse.json({ ...reply, page: Number(url.searchParams.get('page')) });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  calls.length = 0;
  reply = {
    lists: [makeList({ title: 'Soirée SF' }), makeList({ title: 'Classiques' })],
    total: 12,
    totalPages: 2,
    totalExact: true,
  };
});
afterAll(() => server.close());

function renderBrowse(url: string, creatorId?: number) {
  return renderRoute(<BrowsePage creatorId={creatorId} header={<h1>Browse lists</h1>} caption="Browse lists" />, {
    path: '/browseLists/:userId?',
    url,
    lang: 'en',
  });
}

describe('BrowsePage', () => {
  it('restores the filters, sort, page and view from the address', async () => {
    await renderBrowse('/browseLists?q=sf&type=movie&tags=classic,drama&sort=liked&page=2&view=table');
    expect(await screen.findByRole('table', { name: 'Browse lists' })).toBeInTheDocument();
    expect(calls).toEqual([
      {
        query: { page: '2', limit: '10', paginate: 'true', title: 'sf', type: 'movie', sort: 'liked' },
        tags: ['classic', 'drama'],
      },
    ]);
    expect(screen.getByRole('searchbox', { name: 'Search lists by title' })).toHaveValue('sf');
    expect(screen.getByRole('button', { name: /Hide filters/ })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveTextContent('Movies');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveTextContent('Most liked');
    expect(screen.getByRole('button', { name: 'Remove the tag classic' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove the tag drama' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Table' })).toHaveAttribute('aria-pressed', 'true');
    const pager = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pager).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(within(pager).getByRole('link', { name: 'Page 1' })).toHaveAttribute(
      'href',
      '/browseLists?q=sf&type=movie&tags=classic%2Cdrama&sort=liked&view=table',
    );
  });

  it('drops what it does not know in the address', async () => {
    await renderBrowse('/browseLists?type=opera&tags=classic,nope&sort=random&page=-3');
    await screen.findByRole('article', { name: 'Soirée SF' });
    expect(calls[0]).toEqual({
      query: { page: '1', limit: '10', paginate: 'true', sort: 'newest' },
      tags: ['classic'],
    });
  });

  it('searches the title 300 ms after typing, from page 1, and puts it in the address', async () => {
    const { user, router } = await renderBrowse('/browseLists?page=2');
    await screen.findByRole('article', { name: 'Soirée SF' });
    await user.type(screen.getByRole('searchbox', { name: 'Search lists by title' }), 'Soir');
    await expect.poll(() => router.state.location.search, { timeout: 2000 }).toBe('?q=Soir');
    await expect.poll(() => calls.at(-1)?.query.title).toBe('Soir');
    // One request for the whole word, not one per key.
    expect(calls.filter((call) => call.query.title !== undefined)).toHaveLength(1);
    expect(calls.at(-1)?.query.page).toBe('1');
    // A title search is ordered by relevance, the default then, so the address leaves it out.
    expect(calls.at(-1)?.query.sort).toBe('relevance');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveTextContent('Relevance');
  });

  it('offers relevance only while a title is searched', async () => {
    const { user, router } = await renderBrowse('/browseLists?q=soir');
    await screen.findByRole('article', { name: 'Soirée SF' });
    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Relevance',
      'Newest',
      'Most liked',
    ]);
    await user.click(screen.getByRole('option', { name: 'Newest' }));
    await expect.poll(() => router.state.location.search).toBe('?q=soir&sort=newest');
    await expect.poll(() => calls.at(-1)?.query.sort).toBe('newest');
    await user.click(screen.getByRole('button', { name: 'Clear the search' }));
    await expect.poll(() => router.state.location.search).toBe('');
    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Newest', 'Most liked']);
  });

  it('removes a tag chip from the address and the request', async () => {
    const { user, router } = await renderBrowse('/browseLists?tags=classic,drama');
    await screen.findByRole('article', { name: 'Soirée SF' });
    await user.click(screen.getByRole('button', { name: 'Remove the tag classic' }));
    await expect.poll(() => router.state.location.search).toBe('?tags=drama');
    await expect.poll(() => calls.at(-1)?.tags).toEqual(['drama']);
  });

  it("browses one member's lists", async () => {
    await renderBrowse('/browseLists/7', 7);
    await screen.findByRole('article', { name: 'Soirée SF' });
    expect(calls[0]?.query.creator_id).toBe('7');
  });

  it('says when nothing matches and clears the filters', async () => {
    reply = { lists: [], total: 0, totalPages: 0, totalExact: true };
    const { user, router } = await renderBrowse('/browseLists?q=zzz&type=podcast');
    expect(await screen.findByText('No list matches these filters.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear the filters' }));
    await expect.poll(() => router.state.location.search).toBe('');
  });

  it('writes a capped count as "1,000+"', async () => {
    reply = { lists: [makeList()], total: 1000, totalPages: 100, totalExact: false };
    await renderBrowse('/browseLists?q=a');
    expect(await screen.findByText('1,000+ lists')).toBeInTheDocument();
  });
});
