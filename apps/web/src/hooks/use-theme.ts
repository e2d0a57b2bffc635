import { useCallback, useSyncExternalStore } from 'react';
import {
  readThemeChoice,
  resolveTheme,
  storeThemeChoice,
  subscribeToTheme,
  type ResolvedTheme,
  type ThemeChoice,
} from '../lib/theme';

function snapshot(): string {
  const choice = readThemeChoice();
  return `${choice}:${resolveTheme(choice)}`;
}

/** The theme choice (system/light/dark), the theme actually shown, and a setter that stores the choice. */
export function useTheme(): { choice: ThemeChoice; resolved: ResolvedTheme; setChoice: (choice: ThemeChoice) => void } {
  const value = useSyncExternalStore(subscribeToTheme, snapshot, () => 'system:light');
  const [choice, resolved] = value.split(':') as [ThemeChoice, ResolvedTheme];
  const setChoice = useCallback((next: ThemeChoice) => storeThemeChoice(next), []);
  return { choice, resolved, setChoice };
}
