import { act, render, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AfterHydration } from './after-hydration';

const tree = (
  <AfterHydration fallback={<button disabled>Créer une liste</button>}>
    <button>Créer une liste</button>
  </AfterHydration>
);

describe('AfterHydration', () => {
  it('renders the fallback on the server, so a click never lands on lazy code that is not hydrated', () => {
    const html = renderToString(tree);
    expect(html).toContain('disabled');
  });

  it('hydrates the server fallback without a mismatch, then shows its children', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree);
    document.body.append(container);
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, tree, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(within(container).getByRole('button', { name: 'Créer une liste' })).toBeEnabled();
    container.remove();
  });

  it('renders its children in a page the browser renders from scratch', () => {
    render(tree);
    expect(screen.getByRole('button', { name: 'Créer une liste' })).toBeEnabled();
  });
});
