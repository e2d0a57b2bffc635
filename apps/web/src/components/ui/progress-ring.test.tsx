import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProgressRing } from './progress-ring';

describe('ProgressRing', () => {
  it('is a named progressbar of 100 px whose arc follows the value', () => {
    const { rerender } = render(<ProgressRing value={0} label="Your progress on this list" />);
    const bar = screen.getByRole('progressbar', { name: 'Your progress on this list' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    expect(bar).toHaveStyle({ width: '100px', height: '100px' });
    const arc = screen.getByTestId('progress-ring-value');
    expect(arc).toHaveAttribute('stroke-width', '10');
    const empty = Number(arc.getAttribute('stroke-dashoffset'));

    rerender(<ProgressRing value={40} label="Your progress on this list" />);
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(bar).toHaveTextContent('40%');
    expect(Number(arc.getAttribute('stroke-dashoffset'))).toBeCloseTo(empty * 0.6);

    rerender(<ProgressRing value={100} label="Your progress on this list" valueText="100 %" />);
    expect(Number(arc.getAttribute('stroke-dashoffset'))).toBeCloseTo(0);
    expect(bar).toHaveAttribute('aria-valuetext', '100 %');
  });

  it('keeps the value between 0 and 100', () => {
    render(<ProgressRing value={140} label="p" />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  });
});
