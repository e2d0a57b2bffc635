import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LinkedText } from './linked-text';

describe('LinkedText', () => {
  it('turns http and https addresses into links that pass no ranking nor the opener, without the punctuation after them', () => {
    render(<LinkedText text={'Voir https://example.com/liste?id=3. Et http://a.fr/x), fin'} />);
    const first = screen.getByRole('link', { name: 'https://example.com/liste?id=3' });
    expect(first).toHaveAttribute('href', 'https://example.com/liste?id=3');
    expect(first).toHaveAttribute('rel', 'nofollow ugc noopener');
    expect(first).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'http://a.fr/x' })).toHaveAttribute('href', 'http://a.fr/x');
    expect(screen.getByText(/fin$/)).toHaveTextContent('Voir https://example.com/liste?id=3. Et http://a.fr/x), fin');
  });

  it('never links another scheme', () => {
    render(<LinkedText text="javascript:alert(1) data:text/html,x ftp://x.fr" />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows markup as the text it is, linking only the address inside it', () => {
    const { container } = render(
      <LinkedText
        text={'<script>alert(1)</script> <img src=x onerror="alert(2)"> <a href="https://evil.example">x</a>'}
      />,
    );
    expect(container.querySelector('script, img, [onerror]')).toBeNull();
    expect(container).toHaveTextContent(
      '<script>alert(1)</script> <img src=x onerror="alert(2)"> <a href="https://evil.example">x</a>',
    );
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['https://evil.example']);
  });

  it('emphasises @names, not the @ of an email address', () => {
    const { container } = render(
      <LinkedText text={'Merci @nadia_ecoute ! Écris à ana@example.com, ou à @théo.series.'} />,
    );
    const strong = [...container.querySelectorAll('strong')].map((node) => node.textContent);
    expect(strong).toEqual(['@nadia_ecoute', '@théo.series']);
  });

  it('keeps the line breaks', () => {
    render(<LinkedText text={'Ligne une\nLigne deux'} />);
    const paragraph = screen.getByText(/Ligne une/);
    expect(paragraph.textContent).toBe('Ligne une\nLigne deux');
    expect(paragraph).toHaveClass('whitespace-pre-line');
  });
});
