import type { AdminUser, ModerationEntry } from '@pepites/contracts';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderRoute } from '../../../testing/render-route';
import { setupTestServer } from '../../../testing/test-server';
import { ModerationLog } from './moderation-log';
import { UsersTable } from './users-table';

const member = (id: number, user_name: string, role: AdminUser['role'] = 'user'): AdminUser => ({
  id,
  user_name,
  email: `${user_name}@example.com`,
  avatar: null,
  country: null,
  city: null,
  role,
  lists_count: 1,
  liked_lists_count: 0,
  suspended_at: null,
  created_at: '2026-01-01T00:00:00Z',
});

let users: AdminUser[] = [];
let actions: ModerationEntry[] = [];
const deleted: string[] = [];
const server = setupTestServer(
  http.get('/api/users/getAll', () => HttpResponse.json({ users, total: users.length, page: 1, totalPages: 1 })),
  http.get('/api/admin/moderation', () => HttpResponse.json({ actions })),
  http.delete('/api/admin/users/:id', ({ params }) => {
    const id = Number(params.id);
    deleted.push(String(params.id));
    const gone = users.find((user) => user.id === id)!;
    users = users.filter((user) => user.id !== id);
    actions = [
      {
        id: 1,
        action: 'user_deleted',
        target_id: id,
        target_label: gone.user_name,
        admin: { id: 1, user_name: 'admin' },
        created_at: '2026-11-28T09:00:00Z',
      },
    ];
    return HttpResponse.json({ message: "The member's account is deleted." });
  }),
);
beforeEach(() => {
  users = [member(1, 'admin', 'admin'), member(5, 'ana')];
  actions = [];
  deleted.length = 0;
});

const renderAdmin = (lang: 'fr' | 'en') =>
  renderRoute(
    <>
      <UsersTable
        query={{ page: 1, q: '' }}
        onSearch={() => {}}
        hrefForPage={(page) => `/adminDashboard?page=${page}`}
      />
      <ModerationLog />
    </>,
    { path: '/adminDashboard', lang },
  );

describe('deleting a member from the users table', () => {
  it('in en, asks first, deletes, toasts, refreshes the table and logs it', async () => {
    const { user } = await renderAdmin('en');
    const table = await screen.findByRole('table', { name: 'Users' });
    const adminRow = within(table).getByRole('row', { name: /admin@example\.com/ });
    expect(within(adminRow).queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.getByText('No moderation action yet.')).toBeInTheDocument();

    const anaRow = within(table).getByRole('row', { name: /ana@example\.com/ });
    await user.click(within(anaRow).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the account of ana?' });
    expect(dialog).toHaveTextContent('their name stays reserved 30 days');
    expect(deleted).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText("The member's account is deleted.")).toBeInTheDocument();
    expect(deleted).toEqual(['5']);
    expect(await screen.findByText('admin deleted the account of ana')).toBeInTheDocument();
    expect(within(table).queryByText('ana@example.com')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("in fr, toasts the server's reason for a refusal and keeps the member", async () => {
    server.use(
      http.delete('/api/admin/users/:id', () =>
        HttpResponse.json(
          {
            message: 'Certains champs sont invalides.',
            code: 'validation_failed',
            fields: { user_id: 'Un compte administrateur ne peut pas être supprimé.' },
          },
          { status: 400 },
        ),
      ),
    );
    const { user } = await renderAdmin('fr');
    const table = await screen.findByRole('table', { name: 'Utilisateurs' });
    const anaRow = within(table).getByRole('row', { name: /ana@example\.com/ });
    await user.click(within(anaRow).getByRole('button', { name: 'Supprimer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Supprimer le compte de ana ?' });
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByText('Un compte administrateur ne peut pas être supprimé.')).toBeInTheDocument();
    expect(within(table).getByText('ana@example.com')).toBeInTheDocument();
  });

  it('in fr, labels a user_deleted entry of the log', async () => {
    actions = [
      {
        id: 2,
        action: 'user_deleted',
        target_id: 7,
        target_label: 'bruno',
        admin: { id: 1, user_name: 'admin' },
        created_at: '2026-11-28T09:00:00Z',
      },
    ];
    await renderRoute(<ModerationLog />, { path: '/adminDashboard', lang: 'fr' });
    expect(await screen.findByText('admin a supprimé le compte de bruno')).toBeInTheDocument();
  });
});
