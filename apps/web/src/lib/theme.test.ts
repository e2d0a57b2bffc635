import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  nextThemeChoice,
  readThemeChoice,
  resolveTheme,
  storeThemeChoice,
  subscribeToTheme,
  THEME_STORAGE_KEY,
} from './theme';

let systemDark = false;
const listeners = new Set<() => void>();

beforeEach(() => {
  systemDark = false;
  vi.stubGlobal('matchMedia', (query: string) => ({
    get matches() {
      return query.includes('dark') && systemDark;
    },
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  }));
});

afterEach(() => {
  localStorage.clear();
  listeners.clear();
  document.documentElement.className = '';
  vi.unstubAllGlobals();
});

function setSystemDark(dark: boolean) {
  systemDark = dark;
  for (const listener of listeners) listener();
}

describe('theme', () => {
  it('follows the system while nothing is stored', () => {
    expect(readThemeChoice()).toBe('system');
    expect(resolveTheme('system')).toBe('light');
    systemDark = true;
    expect(resolveTheme('system')).toBe('dark');
  });

  it('ignores a stored value it does not know', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'sepia');
    expect(readThemeChoice()).toBe('system');
  });

  it('stores light/dark, forgets the key for system, and applies the class and colour scheme', () => {
    storeThemeChoice('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(document.documentElement).toHaveClass('dark');
    expect(document.documentElement.style.colorScheme).toBe('dark');

    storeThemeChoice('system');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
    expect(document.documentElement).not.toHaveClass('dark');
  });

  it('applies system changes only while no choice is stored', () => {
    const onChange = vi.fn();
    const unsubscribe = subscribeToTheme(onChange);
    setSystemDark(true);
    expect(document.documentElement).toHaveClass('dark');

    storeThemeChoice('light');
    setSystemDark(true);
    expect(document.documentElement).not.toHaveClass('dark');
    expect(onChange).toHaveBeenCalled();
    unsubscribe();
  });

  it.each([
    // [system, theme shown now, what one click stores]
    ['light', 'light', 'dark'],
    ['light', 'dark', 'system'],
    ['dark', 'dark', 'light'],
    ['dark', 'light', 'system'],
  ] as const)('with a %s system, a click on the %s page chooses %s', (system, shown, expected) => {
    systemDark = system === 'dark';
    expect(nextThemeChoice(shown)).toBe(expected);
  });

  it('changes what is shown at every click, starting from a light system', () => {
    const shownAfterClicks: string[] = [];
    for (let click = 0; click < 4; click += 1) {
      storeThemeChoice(nextThemeChoice(resolveTheme(readThemeChoice())));
      shownAfterClicks.push(resolveTheme(readThemeChoice()));
    }
    expect(shownAfterClicks).toEqual(['dark', 'light', 'dark', 'light']);
    // Back on the system's theme, nothing is stored: the page follows the system again.
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
    setSystemDark(true);
    expect(resolveTheme(readThemeChoice())).toBe('dark');
  });
});
