import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { renderRoute } from '../../testing/render-route';
import { LanguageSwitch } from './language-switch';

describe('LanguageSwitch', () => {
  afterEach(async () => {
    await i18n.changeLanguage('fr');
  });

  it("fetches the lists again in the new language (their items' titles are the reader's), and leaves the catalogue's queries alone", async () => {
    const { user, queryClient } = await renderRoute(<LanguageSwitch />, { lang: 'fr' });
    queryClient.setQueryData(['lists', 'home'], { weekMostLiked: [], newest: [] });
    queryClient.setQueryData(['lists', 'detail', 7, 0], { list: null });
    queryClient.setQueryData(['catalog', 'movie', 'details', 'fr', 11], { id: 11 });

    await user.click(screen.getByRole('button', { name: 'English' }));

    expect(await screen.findByText('Language changed.')).toBeInTheDocument();
    expect(i18n.language).toBe('en');
    expect(queryClient.getQueryState(['lists', 'home'])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['lists', 'detail', 7, 0])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['catalog', 'movie', 'details', 'fr', 11])?.isInvalidated).toBe(false);
  });

  it('tells its owner the language it switched to, and nothing when the language is already the current one', async () => {
    const onChanged = vi.fn();
    const { user } = await renderRoute(<LanguageSwitch onChanged={onChanged} />, { lang: 'fr' });
    await user.click(screen.getByRole('button', { name: 'Français' }));
    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByText('Language changed.')).toBeInTheDocument();
    expect(onChanged.mock.calls).toEqual([['en']]);
  });
});
