import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Slider } from './slider';

const films = ['Amélie', 'Ratatouille', 'Intouchables', 'La Haine'];

function renderSlider(props: Partial<Parameters<typeof Slider<string>>[0]> = {}) {
  return render(
    <Slider
      title="Films"
      items={films}
      getKey={(film) => film}
      renderItem={(film) => <a href={`#${film}`}>{film}</a>}
      {...props}
    />,
  );
}

describe('Slider', () => {
  it('is a named region whose arrow, Home and End keys move between cards', async () => {
    const user = userEvent.setup();
    renderSlider();
    const region = screen.getByRole('region', { name: 'Films' });
    expect(region.querySelectorAll('li')).toHaveLength(4);

    // The edge buttons are disabled (nothing to scroll in jsdom): the first tab stop is the first card.
    await user.tab();
    expect(screen.getByRole('link', { name: 'Amélie' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('link', { name: 'Ratatouille' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('link', { name: 'La Haine' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('link', { name: 'La Haine' })).toHaveFocus();
    await user.keyboard('{Home}{ArrowLeft}');
    expect(screen.getByRole('link', { name: 'Amélie' })).toHaveFocus();
  });

  it('names its buttons in the current language and disables them at the edges', () => {
    renderSlider();
    expect(screen.getByRole('button', { name: 'Précédent' })).toBeDisabled();
    // jsdom lays nothing out: the whole row "fits", so there is nothing to scroll to either.
    expect(screen.getByRole('button', { name: 'Suivant' })).toBeDisabled();
  });

  it('with a hidden title, puts its buttons in a row of their own above the cards, never over them', () => {
    renderSlider({ hideTitle: true, headingLevel: 3 });
    const region = screen.getByRole('region', { name: 'Films' });
    const list = within(region).getByRole('list');
    for (const name of ['Précédent', 'Suivant']) {
      const button = within(region).getByRole('button', { name });
      // No box holds both the button and the cards but the region itself: nothing to lay it over them.
      const boxes: Element[] = [];
      for (let box = button.parentElement; box && box !== region; box = box.parentElement) boxes.push(box);
      expect(boxes.some((box) => box.contains(list))).toBe(false);
      expect(button.compareDocumentPosition(list) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      // jsdom lays nothing out: the whole row fits, nothing to scroll.
      expect(button).toBeDisabled();
    }
  });

  it('shows skeletons while loading and the empty state when there is nothing', () => {
    const { rerender } = renderSlider({ items: [], loading: true, skeletonCount: 3 });
    expect(screen.getByRole('list')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    rerender(<Slider title="Films" items={[]} getKey={String} renderItem={String} empty={<p>Rien ici</p>} />);
    expect(screen.getByText('Rien ici')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Suivant' })).not.toBeInTheDocument();
  });
});
