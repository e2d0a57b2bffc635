import type { Lang } from '@pepites/contracts';
import { COUNTRY_CODES } from './country-codes';

export interface CountryOption {
  code: string;
  name: string;
  /** The name folded for search: lower case, without accents ("Équateur" matches "equateur"). */
  searchKey: string;
}

// The long CLDR names of these read like legal titles ("Hong Kong SAR China").
const SHORT_NAMED = new Set(['HK', 'MO', 'PS']);
const namers = new Map<Lang, { long: Intl.DisplayNames; short: Intl.DisplayNames }>();
const optionLists = new Map<Lang, CountryOption[]>();

export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

function namer(lang: Lang) {
  let pair = namers.get(lang);
  if (!pair) {
    pair = {
      long: new Intl.DisplayNames([lang], { type: 'region' }),
      short: new Intl.DisplayNames([lang], { type: 'region', style: 'short' }),
    };
    namers.set(lang, pair);
  }
  return pair;
}

/** A country's name in the given language; an unknown code is shown as it is. */
export function countryName(code: string, lang: Lang): string {
  const upper = code.toUpperCase();
  try {
    const names = namer(lang);
    return (SHORT_NAMED.has(upper) ? names.short : names.long).of(upper) ?? upper;
  } catch {
    return upper;
  }
}

function sortedOptions(codes: readonly string[], lang: Lang): CountryOption[] {
  const collator = new Intl.Collator(lang);
  return codes
    .map((code) => {
      const name = countryName(code, lang);
      return { code: code.toUpperCase(), name, searchKey: foldForSearch(name) };
    })
    .sort((a, b) => collator.compare(a.name, b.name));
}

/**
 * The given countries (every country by default, cached per language), sorted by name in the given
 * language.
 */
export function countryOptions(lang: Lang, codes?: readonly string[]): CountryOption[] {
  if (codes) return sortedOptions(codes, lang);
  let options = optionLists.get(lang);
  if (!options) {
    options = sortedOptions(COUNTRY_CODES, lang);
    optionLists.set(lang, options);
  }
  return options;
}

/** Countries whose name contains the query, those starting with it first; a code ("FR") matches too. */
export function filterCountries(options: CountryOption[], query: string): CountryOption[] {
  const folded = foldForSearch(query);
  if (!folded) return options;
  const starts: CountryOption[] = [];
  const contains: CountryOption[] = [];
  for (const option of options) {
    if (option.searchKey.startsWith(folded) || option.code.toLowerCase() === folded) starts.push(option);
    else if (option.searchKey.includes(folded)) contains.push(option);
  }
  return [...starts, ...contains];
}
