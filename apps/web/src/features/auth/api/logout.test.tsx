import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, expect, it } from 'vitest';
import { CACHED_USER_STORAGE_KEY } from '../lib/cached-user';
import { RequireUser } from '../components/route-guards';
import { renderRoute } from '../../../testing/render-route';
import { useCurrentUser, useLogout } from './get-current-user';
import { setupTestServer } from '../../../testing/test-server';
import { makeUser } from '../../../testing/user-factories';

const member = makeUser();
let signedIn = true;
setupTestServer(
  http.get('/api/session', () => HttpResponse.json({ user: signedIn ? member : null })),
  http.post('/api/logout', ({ request }) => {
    if (request.headers.get('X-Requested-With') !== 'pepites')
      return HttpResponse.json({ message: 'csrf', code: 'csrf_failed' }, { status: 403 });
    signedIn = false;
    return HttpResponse.json({ message: 'bye' });
  }),
);

afterEach(() => {
  signedIn = true;
  localStorage.clear();
});

function AccountBar() {
  const { user } = useCurrentUser();
  const { logout } = useLogout();
  return user ? <button onClick={logout}>{user.user_name}</button> : <p>visitor</p>;
}

it('logs out: toast, stored user forgotten, back at the root as a visitor', async () => {
  const { user } = await renderRoute(<AccountBar />, { path: '/userLists', lang: 'en' });
  await user.click(await screen.findByRole('button', { name: 'alice' }));
  expect(await screen.findByText('Logged out')).toBeInTheDocument();
  expect(await screen.findByTestId('current-path')).toHaveTextContent(/^\/$/);
  expect(localStorage.getItem(CACHED_USER_STORAGE_KEY)).toBeNull();
});

it('logs out from a signed-in-only page to the root, not to /login', async () => {
  const { user } = await renderRoute(
    <RequireUser>
      <AccountBar />
    </RequireUser>,
    { path: '/userProfile' },
  );
  await user.click(await screen.findByRole('button', { name: 'alice' }));
  expect(await screen.findByText('Déconnecté')).toBeInTheDocument();
  expect(await screen.findByTestId('current-path')).toHaveTextContent(/^\/$/);
});

it('remembers the signed-in user for the next visit', async () => {
  await renderRoute(<AccountBar />, { lang: 'en' });
  await screen.findByRole('button', { name: 'alice' });
  expect(JSON.parse(localStorage.getItem(CACHED_USER_STORAGE_KEY) ?? 'null')).toMatchObject({
    id: 3,
    user_name: 'alice',
  });
});
