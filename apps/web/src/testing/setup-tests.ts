import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
// Components translate their own labels: the app's i18n instance must be live in every test (French by default).
import { i18n } from '../lib/i18n';
import { lazyNamespaces } from '../locales/resources';

// Screens load their namespaces on first use in the app; tests render them directly, so load them all now.
await i18n.loadNamespaces([...lazyNamespaces]);
await i18n.loadLanguages('en');

afterEach(() => cleanup());

// An unexpected console.error fails the test.
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error: ${args.map(String).join(' ')}`);
  });
});

// jsdom has no ResizeObserver; Radix measures some controls (checkbox, collapsible) with it.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// jsdom lacks what Radix's Select calls while it opens and scrolls to the chosen option.
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => undefined;
Element.prototype.scrollIntoView ??= () => undefined;
