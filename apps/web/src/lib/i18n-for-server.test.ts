import { LANGS } from '@pepites/contracts';
import type { i18n as I18n } from 'i18next';
import { describe, expect, it } from 'vitest';
import { i18n, loadEveryNamespace } from './i18n';
import { i18nForServer } from './i18n-for-server';

// Keys read from the resources at run time: the typed `t` knows only the keys written in the code.
type LooseT = (key: string, options?: object) => unknown;
const fixedT = (instance: I18n, lng: string, ns: string, keyPrefix?: string, options?: object) =>
  (instance.getFixedT as unknown as (...args: unknown[]) => LooseT)(lng, ns, keyPrefix, options);

/** Every key of a namespace's resources, nested keys joined with dots. */
function keysOf(resources: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(resources).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? keysOf(value as Record<string, unknown>, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

describe('i18nForServer', () => {
  it("gives every key of every namespace the instance's own text, asked once or twice, in both languages", async () => {
    await loadEveryNamespace();
    for (const lang of LANGS) {
      const instance = i18n.cloneInstance({ lng: lang });
      await instance.changeLanguage(lang);
      const forServer = i18nForServer(instance);
      expect(Object.getOwnPropertyNames(forServer)).toEqual([]);
      const data = instance.store.data[lang] ?? {};
      let checked = 0;
      for (const [ns, resources] of Object.entries(data)) {
        const plain = fixedT(instance, lang, ns);
        const kept = fixedT(forServer, lang, ns, undefined, { scopeNs: [ns] });
        for (const key of keysOf(resources as Record<string, unknown>)) {
          expect(kept(key)).toBe(plain(key));
          expect(kept(key)).toBe(plain(key));
          checked += 1;
        }
      }
      expect(checked).toBeGreaterThan(500);
    }
  });

  it('keeps apart namespaces, key prefixes and languages, and leaves calls with options to i18next', async () => {
    await loadEveryNamespace();
    const [fr, en] = await Promise.all(
      LANGS.map(async (lang) => {
        const instance = i18n.cloneInstance({ lng: lang });
        await instance.changeLanguage(lang);
        return { instance, forServer: i18nForServer(instance) };
      }),
    );
    if (!fr || !en) throw new Error('two languages expected');
    const namespaces = Object.keys(fr.instance.store.data.fr ?? {});
    expect(namespaces.length).toBeGreaterThan(1);
    const texts = new Set<unknown>();
    for (const { instance, forServer } of [fr, en]) {
      const lang = instance.language;
      for (const ns of namespaces) {
        const [first] = keysOf((instance.store.data[lang]?.[ns] ?? {}) as Record<string, unknown>);
        if (!first) continue;
        const kept = fixedT(forServer, lang, ns)(first);
        expect(kept).toBe(fixedT(instance, lang, ns)(first));
        texts.add(`${lang} ${ns} ${String(kept)}`);
      }
      const prefixed = fixedT(forServer, lang, 'common', 'nav');
      const plainPrefixed = fixedT(instance, lang, 'common', 'nav');
      for (const key of ['home', 'missing_key']) expect(prefixed(key)).toBe(plainPrefixed(key));
      const t = fixedT(forServer, lang, 'common');
      expect(t('missing.key', { defaultValue: 'given' })).toBe('given');
      expect(t('missing.key')).toBe(fixedT(instance, lang, 'common')('missing.key'));
    }
    expect(texts.size).toBeGreaterThan(namespaces.length);
  });
});
