import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../testing/render-route';
import { Pager, pageWindow } from './pager';

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);

describe('pageWindow', () => {
  it('shows every page when there are fewer than 10', () => {
    expect(pageWindow(1, 4)).toEqual([1, 2, 3, 4]);
    expect(pageWindow(3, 9)).toEqual(range(1, 9));
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 0)).toEqual([1]);
  });

  it('shows the first 10 while the page is below 7', () => {
    expect(pageWindow(1, 40)).toEqual(range(1, 10));
    expect(pageWindow(6, 40)).toEqual(range(1, 10));
  });

  it('follows the current page from page 7 on', () => {
    expect(pageWindow(7, 40)).toEqual(range(2, 11));
    expect(pageWindow(8, 40)).toEqual(range(3, 12));
    expect(pageWindow(20, 40)).toEqual(range(15, 24));
  });

  it('ends on the last page', () => {
    expect(pageWindow(40, 40)).toEqual(range(31, 40));
    expect(pageWindow(38, 40)).toEqual(range(31, 40));
    expect(pageWindow(10, 10)).toEqual(range(1, 10));
  });
});

describe('Pager', () => {
  const hrefFor = (page: number) => `/browseLists?page=${page}`;

  it('links every number of the window, marks the current one, with Previous and Next', async () => {
    await renderRoute(<Pager page={8} totalPages={40} hrefFor={hrefFor} />, { lang: 'en' });
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    const numbers = within(nav).getAllByRole('link', { name: /^Page \d+$/ });
    expect(numbers.map((link) => link.textContent)).toEqual(['3', '4', '5', '6', '7', '8', '9', '10', '11', '12']);
    expect(within(nav).getByRole('link', { name: 'Page 8' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Page 7' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/browseLists?page=7');
    expect(within(nav).getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/browseLists?page=9');
  });

  it('has no Previous link on page 1 and no Next link on the last page', async () => {
    const { unmount } = await renderRoute(<Pager page={1} totalPages={3} hrefFor={hrefFor} />);
    expect(screen.queryByRole('link', { name: 'Précédent' })).not.toBeInTheDocument();
    expect(screen.getByText('Précédent')).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('link', { name: 'Suivant' })).toHaveAttribute('href', '/browseLists?page=2');
    unmount();
    await renderRoute(<Pager page={3} totalPages={3} hrefFor={hrefFor} />);
    expect(screen.queryByRole('link', { name: 'Suivant' })).not.toBeInTheDocument();
  });

  it('keeps Next open past the last known page when the total is a lower bound', async () => {
    await renderRoute(<Pager page={100} totalPages={100} hasMore hrefFor={hrefFor} />, { lang: 'en' });
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/browseLists?page=101');
  });

  it('shows nothing when everything fits on one page', async () => {
    await renderRoute(<Pager page={1} totalPages={1} hrefFor={hrefFor} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
