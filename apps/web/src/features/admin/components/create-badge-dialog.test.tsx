import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../testing/render-route';
import { CreateBadgeDialog } from './create-badge-dialog';

describe('the badge creation dialog', () => {
  it('previews an uploaded icon of ours, never an address on another site (the page may load no outside image)', async () => {
    const { user } = await renderRoute(<CreateBadgeDialog />, { lang: 'en' });
    await user.click(screen.getByRole('button', { name: 'Create a badge' }));
    const address = screen.getByRole('textbox', { name: /Icon address/ });
    await user.type(address, 'https://example.com/badge.png');
    expect(screen.queryByRole('img', { name: 'Icon preview' })).toBeNull();
    await user.clear(address);
    await user.type(address, '/api/uploads/42');
    expect(screen.getByRole('img', { name: 'Icon preview' })).toHaveAttribute('src', '/api/uploads/42');
  });
});
