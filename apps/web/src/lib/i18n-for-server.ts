import type { i18n as I18n, TFunction } from 'i18next';

/** Texts kept per process: the app's keys in its two languages, a few thousand at most. */
const KEPT_TEXTS_MAX = 20_000;

type AnyT = (key: unknown, ...rest: unknown[]) => unknown;

/**
 * What server renders get for an i18next instance fixed in its language, whose namespaces are all
 * loaded (decision 041):
 * - an object without properties of its own, whose prototype is the instance: react-i18next copies
 *   every own property of the instance it is given at each `useTranslation` on mount, which on the
 *   server is every call (about 40 properties, 26 µs a copy); from this object the copy is empty;
 * - its `getFixedT` gives a `t` that keeps the text of a key asked without options (most calls),
 *   once per process: the resources no longer change, so the text is the one i18next would give,
 *   without its resolution (options merged, namespaces, plurals, nesting) at every call.
 */
export function i18nForServer(instance: I18n): I18n {
  const texts = new Map<string, unknown>();
  const withKeptTexts = Object.create(instance) as I18n;
  withKeptTexts.getFixedT = ((...args: Parameters<I18n['getFixedT']>) => {
    const fixedT = instance.getFixedT(...args) as unknown as AnyT & Record<string, unknown>;
    const [lng, ns, keyPrefix, fixedOpts] = args as unknown[];
    // A key prefix given as a selector function is left to i18next.
    if (keyPrefix !== undefined && typeof keyPrefix !== 'string') return fixedT as unknown as TFunction;
    const scope = JSON.stringify([lng, ns, keyPrefix ?? '', fixedOpts ?? null]);
    const keptT = (key: unknown, ...rest: unknown[]) => {
      if (typeof key !== 'string' || rest.length > 0) return fixedT(key, ...rest);
      const textKey = `${scope}${key}`;
      if (texts.has(textKey)) return texts.get(textKey);
      const text = fixedT(key);
      if (texts.size < KEPT_TEXTS_MAX) texts.set(textKey, text);
      return text;
    };
    for (const property of ['lng', 'lngs', 'ns', 'keyPrefix'])
      if (property in fixedT) (keptT as unknown as Record<string, unknown>)[property] = fixedT[property];
    return keptT as unknown as TFunction;
  }) as I18n['getFixedT'];
  return Object.create(withKeptTexts) as I18n;
}
