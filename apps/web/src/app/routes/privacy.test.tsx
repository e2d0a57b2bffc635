import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../testing/render-route';
import { PrivacyRoute } from './privacy';

const expected = {
  fr: {
    h1: 'Confidentialité',
    h2: [
      'Ce que nous conservons',
      'Ce que les autres voient',
      'Pourquoi',
      'Combien de temps',
      'Vos choix',
      'Questions',
    ],
    figures: [/réservé 30 jours/, /une heure, et un seul usage/, /âgées de 30 jours/, /30 jours avec/],
  },
  en: {
    h1: 'Privacy',
    h2: ['What we store', 'What others see', 'Why', 'For how long', 'Your controls', 'Questions'],
    figures: [/reserved for 30 days/, /one hour, and usable once/, /30 days old/, /30 days with/],
  },
} as const;

describe('privacy page', () => {
  it.each(['fr', 'en'] as const)('in %s, has its sections, the figures of the code and its links', async (lang) => {
    const { container } = await renderRoute(<PrivacyRoute />, { path: '/privacy', lang });
    const t = expected[lang];
    expect(screen.getByRole('heading', { level: 1, name: t.h1 })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(t.h2);
    for (const figure of t.figures) expect(container).toHaveTextContent(figure);
    // A missing key would show as its path.
    expect(container).not.toHaveTextContent(/\b(stored|retention|controls)\.\w+/);
    expect(container.querySelector('a[href="/contactUs"]')).not.toBeNull();
    expect(container.querySelector('a[href="/userProfile#account"]')).not.toBeNull();
  });
});
