import type { ReportedComment } from '@pepites/contracts';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeComment, makeReportedComment } from '../../../testing/comment-factories';
import { renderRoute } from '../../../testing/render-route';
import { setupTestServer } from '../../../testing/test-server';
import { CommentReportsTable } from './comment-reports-table';

let reported: ReportedComment[] = [];
const resolved: { commentId: string; body: unknown }[] = [];
const pagesAsked: string[] = [];
setupTestServer(
  http.get('/api/admin/comment-reports', ({ request }) => {
    pagesAsked.push(new URL(request.url).searchParams.get('page') ?? '');
    return HttpResponse.json({ reported, total: reported.length, page: 1, totalPages: reported.length ? 1 : 0 });
  }),
  http.post('/api/admin/comment-reports/:commentId', async ({ params, request }) => {
    const body = (await request.json()) as { action: string };
    resolved.push({ commentId: String(params.commentId), body });
    reported = reported.filter((row) => row.comment.id !== Number(params.commentId));
    const message = body.action === 'delete' ? 'Comment deleted, reports closed.' : 'Signalements classés.';
    return HttpResponse.json({ message });
  }),
);

beforeEach(() => {
  reported = [
    makeReportedComment(),
    makeReportedComment({
      comment: makeComment({ id: 2, body: 'Le tueur est le majordome.', spoiler: true, can_delete: true }),
      reasons: ['spoiler'],
      reports: 1,
    }),
  ];
  resolved.length = 0;
  pagesAsked.length = 0;
});

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

describe('CommentReportsTable', () => {
  it('lists the reported comments, spoilers shown, with their list, author, reasons and count, in French', async () => {
    await renderRoute(<CommentReportsTable />, { path: '/adminDashboard', url: '/adminDashboard?reports=1' });
    const table = await screen.findByRole('table', { name: 'Signalements' });
    expect(screen.getByRole('heading', { name: /^Signalements/ })).toHaveTextContent('(2)');
    expect(pagesAsked).toEqual(['1']);
    const first = rowOf('Très belle liste !');
    expect(within(first).getByRole('link', { name: 'Les classiques' })).toHaveAttribute('href', '/listDetails/77');
    expect(within(first).getByText('bruno_cine')).toBeInTheDocument();
    expect(within(first).getByText('Spam, Insulte ou harcèlement')).toBeInTheDocument();
    expect(within(first).getByText('2')).toBeInTheDocument();
    const spoiler = rowOf('Le tueur est le majordome.');
    expect(within(spoiler).getByText('Spoiler non signalé')).toBeInTheDocument();
    expect(within(table).getAllByRole('button', { name: 'Classer' })).toHaveLength(2);
  });

  it('dismisses the reports at once and says so', async () => {
    const { user } = await renderRoute(<CommentReportsTable />);
    await screen.findByRole('table');
    await user.click(within(rowOf('Très belle liste !')).getByRole('button', { name: 'Classer' }));
    expect(await screen.findByText('Signalements classés.')).toBeInTheDocument();
    expect(resolved).toEqual([{ commentId: '1', body: { action: 'dismiss' } }]);
    await expect.poll(() => screen.queryByText('Très belle liste !')).toBeNull();
  });

  it('deletes the comment once confirmed, in English', async () => {
    const { user } = await renderRoute(<CommentReportsTable />, { lang: 'en' });
    await screen.findByRole('table', { name: 'Reported comments' });
    const row = rowOf('Le tueur est le majordome.');
    await user.click(within(row).getByRole('button', { name: 'Delete comment' }));
    const dialog = screen.getByRole('dialog', { name: "Delete bruno_cine's comment?" });
    expect(resolved).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Delete comment' }));
    expect(await screen.findByText('Comment deleted, reports closed.')).toBeInTheDocument();
    expect(resolved).toEqual([{ commentId: '2', body: { action: 'delete' } }]);
  });

  it('says when nothing is reported', async () => {
    reported = [];
    await renderRoute(<CommentReportsTable />, { lang: 'en' });
    expect(await screen.findByText('No reported comment.')).toBeInTheDocument();
  });
});
