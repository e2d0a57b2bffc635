import type { Comment } from '@pepites/contracts';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeComment } from '../../../testing/comment-factories';
import { renderRoute } from '../../../testing/render-route';
import { setupTestServer } from '../../../testing/test-server';
import { ListComments } from './list-comments';

const ME = 9;
let comments: Comment[] = [];
let pageSize = 20;
const received: { method: string; url: string; body: unknown }[] = [];

async function record(request: Request) {
  const text = await request.text();
  received.push({ method: request.method, url: new URL(request.url).pathname, body: text ? JSON.parse(text) : null });
}

const server = setupTestServer(
  http.get('/api/list/77/comments', ({ request }) => {
    const page = Number(new URL(request.url).searchParams.get('page') ?? '1');
    return HttpResponse.json({
      comments: comments.slice((page - 1) * pageSize, page * pageSize),
      total: comments.length,
      page,
      totalPages: Math.ceil(comments.length / pageSize),
    });
  }),
  http.post('/api/list/77/comments', async ({ request }) => {
    await record(request);
    const { body, spoiler } = received.at(-1)!.body as { body: string; spoiler: boolean };
    const comment = makeComment({ id: 50, author: { id: ME, user_name: 'theo.series', avatar: null }, body, spoiler });
    comments = [comment, ...comments];
    return HttpResponse.json({ message: 'Commentaire publié.', comment }, { status: 201 });
  }),
  http.put('/api/comments/:id', async ({ request }) => {
    await record(request);
    return HttpResponse.json({ message: 'Comment edited.', comment: comments[0] });
  }),
  http.delete('/api/comments/:id', async ({ request, params }) => {
    await record(request);
    comments = comments.filter((comment) => comment.id !== Number(params.id));
    return HttpResponse.json({ message: 'Commentaire supprimé.' });
  }),
  http.post('/api/comments/:id/report', async ({ request }) => {
    await record(request);
    return HttpResponse.json({ message: 'Thank you, the report has been sent to moderation.' });
  }),
);

beforeEach(() => {
  comments = [makeComment()];
  pageSize = 20;
  received.length = 0;
});

const renderComments = (viewerId: number | null, lang: 'fr' | 'en' = 'fr') =>
  renderRoute(<ListComments listId={77} viewerId={viewerId} />, { lang });

const commentBy = (name: RegExp | string) => screen.getByRole('article', { name });

describe('ListComments', () => {
  it('shows a visitor the comments, their count, author link and date, and a way to sign in instead of a composer', async () => {
    comments = [makeComment({ edited_at: '2026-11-20T10:05:00.000Z' })];
    await renderComments(null);
    expect(await screen.findByRole('heading', { name: '1 commentaire' })).toBeInTheDocument();
    const comment = commentBy('Commentaire de bruno_cine');
    expect(within(comment).getByRole('link', { name: 'bruno_cine' })).toHaveAttribute('href', '/browseLists/5');
    expect(within(comment).getByText('Très belle liste !')).toBeInTheDocument();
    expect(within(comment).getByText('(modifié)')).toBeInTheDocument();
    expect(within(comment).getByText('20 nov. 2026')).toHaveAttribute('datetime', '2026-11-20T10:00:00.000Z');
    expect(screen.getByRole('link', { name: 'Connectez-vous pour commenter' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(comment).queryByRole('button')).not.toBeInTheDocument();
  });

  it('says when there is no comment yet, in English', async () => {
    comments = [];
    await renderComments(null, 'en');
    expect(await screen.findByText('No comments yet… Be the first to share your thoughts.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '0 comments' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in to comment' })).toBeInTheDocument();
  });

  it('says when the comments cannot be loaded', async () => {
    server.use(
      http.get('/api/list/77/comments', () =>
        HttpResponse.json({ code: 'internal_error', message: 'Oops' }, { status: 500 }),
      ),
    );
    await renderComments(null, 'en');
    expect(await screen.findByText('The comments could not be loaded.')).toBeInTheDocument();
  });

  it('keeps a spoiler out of the page until the reader asks for it', async () => {
    comments = [makeComment({ body: 'Il meurt à la fin.', spoiler: true })];
    const { user } = await renderComments(null, 'en');
    const button = await screen.findByRole('button', { name: 'Show spoiler' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Il meurt à la fin.')).not.toBeInTheDocument();
    await user.click(button);
    expect(screen.getByText('Il meurt à la fin.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hide spoiler' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('renders links and markup in a comment safely', async () => {
    comments = [makeComment({ body: 'Lire https://example.com/a <img src=x onerror="alert(1)"> @nadia' })];
    const { container } = await renderComments(null);
    const link = await screen.findByRole('link', { name: 'https://example.com/a' });
    expect(link).toHaveAttribute('rel', 'nofollow ugc noopener');
    expect(link).toHaveAttribute('target', '_blank');
    expect(container.querySelector('img, [onerror]')).toBeNull();
    expect(screen.getByText('@nadia').tagName).toBe('STRONG');
  });

  it('loads the next page with "more"', async () => {
    comments = [1, 2, 3].map((id) => makeComment({ id, body: `Avis ${id}` }));
    pageSize = 2;
    const { user } = await renderComments(null, 'en');
    expect(await screen.findByText('Avis 2')).toBeInTheDocument();
    expect(screen.queryByText('Avis 3')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'More comments' }));
    expect(await screen.findByText('Avis 3')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'More comments' })).not.toBeInTheDocument();
  });

  it('counts what a member types to 1,000 and posts it, spoiler marked', async () => {
    comments = [];
    const { user } = await renderComments(ME);
    const field = await screen.findByRole('textbox', { name: 'Votre commentaire' });
    await user.type(field, 'Super');
    expect(field).toHaveAccessibleDescription('5 / 1000 caractères');
    expect(field).toHaveAttribute('maxlength', '1000');
    await user.click(screen.getByRole('checkbox', { name: 'Contient des spoilers' }));
    await user.click(screen.getByRole('button', { name: 'Publier' }));
    expect(await screen.findByText('Commentaire publié.')).toBeInTheDocument();
    expect(received).toEqual([
      { method: 'POST', url: '/api/list/77/comments', body: { body: 'Super', spoiler: true } },
    ]);
    expect(await screen.findByRole('heading', { name: '1 commentaire' })).toBeInTheDocument();
    expect(field).toHaveValue('');
  });

  it("shows the server's refusal under the text and keeps what was typed", async () => {
    server.use(
      http.post('/api/list/77/comments', () =>
        HttpResponse.json(
          { code: 'conflict', message: 'This list has reached the maximum number of comments.' },
          { status: 409 },
        ),
      ),
    );
    const { user } = await renderComments(ME, 'en');
    const field = await screen.findByRole('textbox', { name: 'Your comment' });
    await user.type(field, 'Keep me');
    await user.click(screen.getByRole('button', { name: 'Post' }));
    await vi.waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(field).toHaveAccessibleDescription(/^This list has reached the maximum number of comments\./);
    expect(field).toHaveValue('Keep me');
  });

  it('refuses an empty comment before sending anything', async () => {
    const { user } = await renderComments(ME, 'en');
    await user.click(await screen.findByRole('button', { name: 'Post' }));
    expect(await screen.findByText('Write a comment.')).toBeInTheDocument();
    expect(received).toEqual([]);
  });

  it('offers edit and delete on one’s own comment and report only on the others’', async () => {
    comments = [
      makeComment({
        id: 1,
        author: { id: ME, user_name: 'theo.series', avatar: null },
        can_edit: true,
        can_delete: true,
      }),
      makeComment({ id: 2, can_delete: true }),
      makeComment({ id: 3, author: { id: 6, user_name: 'lea_docs', avatar: null } }),
    ];
    await renderComments(ME, 'en');
    const mine = await screen.findByRole('article', { name: 'Comment by theo.series' });
    expect(within(mine).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(within(mine).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(within(mine).queryByRole('button', { name: /Report/ })).not.toBeInTheDocument();
    const onMyList = commentBy('Comment by bruno_cine');
    expect(within(onMyList).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(within(onMyList).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(within(onMyList).getByRole('button', { name: "Report bruno_cine's comment" })).toBeInTheDocument();
    const other = commentBy('Comment by lea_docs');
    expect(
      within(other)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Report']);
  });

  it('edits a comment in place', async () => {
    comments = [makeComment({ author: { id: ME, user_name: 'theo.series', avatar: null }, can_edit: true })];
    const { user } = await renderComments(ME, 'en');
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const field = await screen.findByRole('textbox', { name: 'Edit your comment' });
    expect(field).toHaveValue('Très belle liste !');
    await vi.waitFor(() => expect(field).toHaveFocus());
    await user.type(field, ' Vraiment.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Comment edited.')).toBeInTheDocument();
    expect(received).toEqual([
      { method: 'PUT', url: '/api/comments/1', body: { body: 'Très belle liste ! Vraiment.', spoiler: false } },
    ]);
    await vi.waitFor(() =>
      expect(screen.queryByRole('textbox', { name: 'Edit your comment' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('button', { name: 'Edit' })).toHaveFocus();
  });

  it('deletes a comment once confirmed', async () => {
    comments = [makeComment({ can_delete: true })];
    const { user } = await renderComments(ME);
    await user.click(await screen.findByRole('button', { name: 'Supprimer' }));
    const dialog = screen.getByRole('dialog', { name: 'Supprimer ce commentaire ?' });
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer le commentaire' }));
    expect(await screen.findByText('Commentaire supprimé.')).toBeInTheDocument();
    expect(received).toEqual([{ method: 'DELETE', url: '/api/comments/1', body: null }]);
    expect(await screen.findByText(/Aucun commentaire pour l'instant/)).toBeInTheDocument();
  });

  it('reports a comment with the reason chosen', async () => {
    const { user } = await renderComments(ME, 'en');
    await user.click(await screen.findByRole('button', { name: "Report bruno_cine's comment" }));
    const dialog = screen.getByRole('dialog', { name: 'Report this comment' });
    await user.click(within(dialog).getByRole('radio', { name: 'Unmarked spoiler' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send the report' }));
    expect(await screen.findByText('Thank you, the report has been sent to moderation.')).toBeInTheDocument();
    expect(received).toEqual([{ method: 'POST', url: '/api/comments/1/report', body: { reason: 'spoiler' } }]);
  });
});
