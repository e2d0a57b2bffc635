import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Tooltip } from './tooltip';

function renderLike(onClick = vi.fn()) {
  render(
    <Tooltip content="Aimer cette liste">
      <button type="button" aria-label="J’aime, 3 mentions" onClick={onClick}>
        3
      </button>
    </Tooltip>,
  );
  return { button: screen.getByRole('button', { name: 'J’aime, 3 mentions' }), onClick };
}

async function hoverLongEnough(element: HTMLElement) {
  vi.useFakeTimers();
  fireEvent.pointerEnter(element, { pointerType: 'mouse' });
  await act(() => vi.advanceTimersByTimeAsync(400));
  vi.useRealTimers();
  return screen.findByRole('tooltip');
}

afterEach(() => vi.useRealTimers());

describe('Tooltip', () => {
  it('shows its label after a hover and ties it to the trigger, whose own name is kept', async () => {
    const { button } = renderLike();
    expect(screen.queryByRole('tooltip')).toBeNull();
    const tooltip = await hoverLongEnough(button);
    expect(tooltip).toHaveTextContent('Aimer cette liste');
    expect(button).toHaveAttribute('aria-describedby', tooltip.id);
    expect(button).toHaveAccessibleName('J’aime, 3 mentions');
    fireEvent.pointerLeave(button, { pointerType: 'mouse' });
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(button).not.toHaveAttribute('aria-describedby');
  });

  it('keeps the very same trigger element while its lazy bubble arrives, so a click then is not lost', async () => {
    const { button, onClick } = renderLike();
    await hoverLongEnough(button);
    expect(screen.getByRole('button', { name: 'J’aime, 3 mentions' })).toBe(button);
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('hides on Escape and when the trigger is pressed', async () => {
    const { button } = renderLike();
    await hoverLongEnough(button);
    fireEvent.keyDown(button, { key: 'Escape' });
    expect(screen.queryByRole('tooltip')).toBeNull();
    await hoverLongEnough(button);
    fireEvent.pointerDown(button, { pointerType: 'mouse' });
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('does not open for a touch, where a hover label would cover the finger', async () => {
    const { button } = renderLike();
    vi.useFakeTimers();
    fireEvent.pointerEnter(button, { pointerType: 'touch' });
    await act(() => vi.advanceTimersByTimeAsync(400));
    vi.useRealTimers();
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
