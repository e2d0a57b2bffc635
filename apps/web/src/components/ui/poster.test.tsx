import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Poster } from './poster';

const src = '/api/catalog/images/youtube/abc/thumbnail';

/** The image the poster shows (the one that is neither the backdrop nor the generated poster). */
const shownImage = (container: HTMLElement) =>
  container.querySelector<HTMLImageElement>('img:not([data-testid="poster-backdrop"])');

describe('Poster', () => {
  it('fills the 2:3 frame with a movie or a show poster, cropping nothing that matters', () => {
    for (const type of ['movie', 'show'] as const) {
      const { container, unmount } = render(<Poster title="Alien" src={src} type={type} />);
      expect(shownImage(container)).toHaveClass('object-cover');
      expect(screen.queryByTestId('poster-backdrop')).not.toBeInTheDocument();
      unmount();
    }
  });

  it("shows a video's 16:9 thumbnail and a podcast's square artwork whole, over the same image blurred and dimmed", () => {
    for (const type of ['youtube', 'podcast'] as const) {
      const { container, unmount } = render(<Poster title="Jazz live" src={src} type={type} />);
      const image = shownImage(container);
      expect(image).toHaveClass('object-contain');
      expect(image).not.toHaveClass('object-cover');
      const backdrop = screen.getByTestId('poster-backdrop');
      expect(backdrop).toHaveAttribute('src', src);
      expect(backdrop).toHaveAttribute('alt', '');
      expect(backdrop).toHaveClass('object-cover', 'blur-md');
      // Both stay hidden until the image has arrived: the generated poster shows meanwhile.
      expect(backdrop).toHaveClass('opacity-0');
      fireEvent.load(image!);
      expect(backdrop).toHaveClass('opacity-100');
      expect(image).toHaveClass('opacity-100');
      unmount();
    }
  });

  it('draws no backdrop when there is no image or it failed: the generated poster stays', () => {
    const { container, rerender } = render(<Poster title="Jazz live" src={null} type="podcast" />);
    expect(screen.getByTestId('generated-poster')).toBeInTheDocument();
    expect(screen.queryByTestId('poster-backdrop')).not.toBeInTheDocument();
    rerender(<Poster title="Jazz live" src={src} type="podcast" />);
    fireEvent.error(shownImage(container)!);
    expect(container.querySelector('img')).not.toBeInTheDocument();
  });
});
