import { useEffect, useRef, useState } from 'react';

/** How long a search box waits after the last key before searching. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * A search box whose search lives in the address: what is typed is searched `SEARCH_DEBOUNCE_MS`
 * after the last key (trimmed, and only when it differs), and when the address changes (back, a
 * reset) the box shows it, unless that is what is being typed (a trailing space is kept).
 */
export function useAddressSearch(value: string, onSearch: (text: string) => void) {
  const [text, setText] = useState(value);
  const [shownValue, setShownValue] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  if (value !== shownValue) {
    setShownValue(value);
    if (text.trim() !== value) setText(value);
  }

  const change = (next: string) => {
    setText(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      if (next.trim() !== value.trim()) onSearch(next.trim());
    }, SEARCH_DEBOUNCE_MS);
  };
  const clear = () => {
    clearTimeout(timer.current);
    setText('');
    onSearch('');
  };
  return { text, change, clear };
}
