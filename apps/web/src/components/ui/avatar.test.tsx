import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Avatar, avatarColour, avatarInitial } from './avatar';

/** A picture that arrives a moment after it is asked for (jsdom loads none). */
class ArrivingImage extends EventTarget {
  naturalWidth = 0;
  set src(_address: string) {
    setTimeout(() => {
      this.naturalWidth = 64;
      this.dispatchEvent(new Event('load'));
    });
  }
}

describe('Avatar', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the first letter on a colour derived from the name when there is no picture', () => {
    render(<Avatar name="élodie" decorative={false} />);
    const avatar = screen.getByRole('img', { name: 'élodie' });
    const fallback = screen.getByTestId('avatar-fallback');
    expect(avatar).toContainElement(fallback);
    expect(fallback).toHaveTextContent('É');
    expect(fallback).toHaveStyle({ backgroundColor: avatarColour('élodie') });
  });

  it('falls back to the letter while the picture has not loaded', () => {
    render(<Avatar name="marcel" src="/api/uploads/missing.webp" />);
    expect(screen.getByTestId('avatar-fallback')).toHaveTextContent('M');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('shows the picture in place of the letter once it has arrived', async () => {
    vi.stubGlobal('Image', ArrivingImage);
    const { container } = render(<Avatar name="marcel" src="/api/uploads/marcel.webp" />);
    expect(screen.getByTestId('avatar-fallback')).toHaveTextContent('M');
    await waitFor(() => expect(container.querySelector('img')).toHaveAttribute('src', '/api/uploads/marcel.webp'));
    expect(screen.queryByTestId('avatar-fallback')).not.toBeInTheDocument();
  });

  it('gives a name always the same colour, and different names different colours', () => {
    expect(avatarColour('alice')).toBe(avatarColour('alice'));
    const colours = new Set(['alice', 'bob', 'chloé', 'dimitri', 'emma', 'farid'].map(avatarColour));
    expect(colours.size).toBeGreaterThan(1);
  });

  it('handles empty names and surrogate pairs', () => {
    expect(avatarInitial('   ')).toBe('?');
    expect(avatarInitial('🎬 cinéphile')).toBe('🎬');
  });
});
