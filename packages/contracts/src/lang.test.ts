import { describe, expect, it } from 'vitest';
import { negotiateLang, pickLang } from './lang.js';

describe('the language of a page', () => {
  it('takes the supported language the browser weighs highest, French otherwise', () => {
    expect(negotiateLang('de-DE, en;q=0.8, fr;q=0.5')).toBe('en');
    expect(negotiateLang('en-GB,en;q=0.9,fr;q=0.8')).toBe('en');
    expect(negotiateLang('fr-CA, en;q=0.9')).toBe('fr');
    expect(negotiateLang('en;q=0.4, fr;q=0.6')).toBe('fr');
    expect(negotiateLang('es, it')).toBe('fr');
    expect(negotiateLang('en;q=0')).toBe('fr');
    expect(negotiateLang('english, en-x;q=abc')).toBe('fr');
    expect(negotiateLang(undefined)).toBe('fr');
    expect(negotiateLang(`${'xx,'.repeat(10_000)}en`)).toBe('fr');
  });

  it('keeps pickLang for stored choices and the API header: the first tag decides', () => {
    expect(pickLang('en-US')).toBe('en');
    expect(pickLang('de, en')).toBe('fr');
  });
});
