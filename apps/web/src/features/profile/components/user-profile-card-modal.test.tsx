import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { Button } from '../../../components/ui/button';
import { renderRoute } from '../../../testing/render-route';
import { UserProfileCardModal } from './user-profile-card-modal';

const bob = {
  id: 9,
  user_name: 'bobby',
  avatar: null,
  country: 'DE',
  city: 'Berlin',
  catchline: 'Only the classics',
  introduction: 'I love silent movies.',
  publicListsCount: 4,
  listsCount: 5,
  role: 'user',
};
const badge = {
  id: 1,
  name: 'Premier pas',
  name_en: 'First step',
  description: 'Créer votre première liste.',
  description_en: 'Create your first list.',
  icon: '/badges/lists-1.svg',
  unlocked_at: '2024-05-01T10:00:00.000Z',
};
const server = setupServer(
  http.get('/api/user/9', () => HttpResponse.json({ user: bob })),
  http.get('/api/user/9/badges', () => HttpResponse.json({ badges: [badge] })),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

it.each([
  ['en', 'Berlin, Germany', 'Badges (1)', 'First step', "See bobby's lists (4 public lists)"],
  ['fr', 'Berlin, Allemagne', 'Badges (1)', 'Premier pas', 'Voir les listes de bobby (4 listes publiques)'],
] as const)(
  'in %s, shows the card with place, collapsible badges and the lists link',
  async (lang, place, badgesToggle, badgeName, seeLists) => {
    const { user } = await renderRoute(
      <UserProfileCardModal userId={9} preview={{ user_name: 'bobby' }} trigger={<Button>open</Button>} />,
      { lang },
    );
    await user.click(screen.getByRole('button', { name: 'open' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(place)).toBeInTheDocument();
    expect(within(dialog).getByText(/Only the classics/)).toBeInTheDocument();
    expect(within(dialog).getByText('I love silent movies.')).toBeInTheDocument();

    const toggle = await within(dialog).findByRole('button', { name: badgesToggle });
    expect(within(dialog).queryByText(badgeName)).not.toBeInTheDocument();
    await user.click(toggle);
    expect(within(dialog).getByText(badgeName)).toBeInTheDocument();

    expect(within(dialog).getByRole('link', { name: seeLists })).toHaveAttribute('href', '/browseLists/9');
  },
);

it('lets the lists link wrap inside a 360 px dialog instead of running past its edges', async () => {
  const { user } = await renderRoute(
    <UserProfileCardModal userId={9} preview={{ user_name: 'bobby' }} trigger={<Button>open</Button>} />,
    { lang: 'fr' },
  );
  await user.click(screen.getByRole('button', { name: 'open' }));
  const link = await within(await screen.findByRole('dialog')).findByRole('link', {
    name: /^Voir les listes de bobby/,
  });
  // jsdom lays nothing out: what matters is that the label may take two lines within the dialog.
  expect(link).toHaveClass('whitespace-normal', 'max-w-full', 'text-center');
  expect(link).not.toHaveClass('whitespace-nowrap');
});
