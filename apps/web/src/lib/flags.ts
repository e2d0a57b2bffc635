import { useQuery } from '@tanstack/react-query';

type FlagSvgs = Record<string, string>;

/**
 * All flags come as one lazy chunk (about 45 kB compressed), loaded the first time a flag shows;
 * the profile chunk itself stays small.
 */
async function loadFlagSvgs(): Promise<FlagSvgs> {
  const flagModule: Record<string, unknown> = await import('country-flag-icons/string/3x2');
  const svgs: FlagSvgs = {};
  for (const [code, svg] of Object.entries(flagModule)) if (typeof svg === 'string') svgs[code] = svg;
  return svgs;
}

/** The flag of a country as an image URL, or null while loading or when there is no flag. */
export function useFlagSources(): (code: string) => string | null {
  const { data } = useQuery({
    queryKey: ['country-flags'],
    queryFn: loadFlagSvgs,
    staleTime: Infinity,
    gcTime: Infinity,
  });
  return (code) => {
    const svg = data?.[code.toUpperCase()];
    return svg ? `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` : null;
  };
}
