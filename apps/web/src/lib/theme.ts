/**
 * Dark mode in three states: a stored 'light' or 'dark' choice, or nothing
 * stored, which follows the system. index.html applies the same rule inline before first paint;
 * keep the two in step.
 */
export const THEME_STORAGE_KEY = 'pepites.theme';

export type ThemeChoice = 'system' | 'light' | 'dark';
export type ResolvedTheme = 'light' | 'dark';

const DARK_QUERY = '(prefers-color-scheme: dark)';
const CHANGE_EVENT = 'pepites:themechange';

export function readThemeChoice(): ThemeChoice {
  try {
    const stored = localStorage.getItem(THEME_STORAGE_KEY);
    return stored === 'light' || stored === 'dark' ? stored : 'system';
  } catch {
    return 'system';
  }
}

export function systemPrefersDark(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches;
}

export function resolveTheme(choice: ThemeChoice): ResolvedTheme {
  if (choice === 'system') return systemPrefersDark() ? 'dark' : 'light';
  return choice;
}

/**
 * What one click of the theme switch chooses: the theme not shown now, so every click changes the
 * page. When that theme is also the system's, the choice goes back to "system" and the page follows
 * the system again.
 */
export function nextThemeChoice(shown: ResolvedTheme): ThemeChoice {
  const target: ResolvedTheme = shown === 'dark' ? 'light' : 'dark';
  const systemTheme: ResolvedTheme = systemPrefersDark() ? 'dark' : 'light';
  return target === systemTheme ? 'system' : target;
}

export function applyTheme(theme: ResolvedTheme): void {
  const root = document.documentElement;
  root.classList.toggle('dark', theme === 'dark');
  root.style.colorScheme = theme;
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', theme === 'dark' ? '#0c0a09' : '#fafaf9');
}

export function storeThemeChoice(choice: ThemeChoice): void {
  try {
    if (choice === 'system') localStorage.removeItem(THEME_STORAGE_KEY);
    else localStorage.setItem(THEME_STORAGE_KEY, choice);
  } catch {
    // Private browsing may refuse storage; the choice then lasts for this page only.
  }
  applyTheme(resolveTheme(choice));
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/** Calls `onChange` when the choice, the system preference or another tab's choice changes. */
export function subscribeToTheme(onChange: () => void): () => void {
  const media = typeof window.matchMedia === 'function' ? window.matchMedia(DARK_QUERY) : null;
  const onSystemChange = () => {
    if (readThemeChoice() === 'system') applyTheme(resolveTheme('system'));
    onChange();
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key !== THEME_STORAGE_KEY && event.key !== null) return;
    applyTheme(resolveTheme(readThemeChoice()));
    onChange();
  };
  media?.addEventListener('change', onSystemChange);
  window.addEventListener('storage', onStorage);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    media?.removeEventListener('change', onSystemChange);
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}
