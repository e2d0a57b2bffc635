import { useLayoutEffect, useState } from 'react';
import { cn } from './cn';

// -700/-800 shades: white text on each passes WCAG AA (≥ 4.5:1).
const AVATAR_COLOURS = [
  '#b91c1c',
  '#9a3412',
  '#92400e',
  '#15803d',
  '#0f766e',
  '#155e75',
  '#1d4ed8',
  '#4338ca',
  '#6d28d9',
  '#86198f',
  '#be185d',
  '#334155',
] as const;

/** A stable colour for a name: the same user always gets the same circle. */
export function avatarColour(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) | 0;
  return AVATAR_COLOURS[Math.abs(hash) % AVATAR_COLOURS.length] ?? AVATAR_COLOURS[0];
}

export function avatarInitial(name: string): string {
  const first = [...name.trim()][0];
  return first ? first.toLocaleUpperCase() : '?';
}

const sizeClasses = {
  sm: 'size-8 text-sm',
  md: 'size-10 text-base',
  lg: 'size-16 text-2xl',
  xl: 'size-24 text-4xl',
} as const;

export interface AvatarProps {
  name: string;
  src?: string | null;
  size?: keyof typeof sizeClasses;
  className?: string;
  /** Decorative when the name is written next to it (the default); otherwise it is named. */
  decorative?: boolean;
}

/**
 * Whether the picture at `src` has loaded: it is asked for apart from the page, and shown only once
 * it has arrived, so a slow or broken picture never shows as an empty or broken image.
 */
function usePictureLoaded(src: string | null): boolean {
  const [loadedSrc, setLoadedSrc] = useState<string | null>(null);
  useLayoutEffect(() => {
    if (!src) return;
    const image = new window.Image();
    const onLoad = () => {
      if (image.naturalWidth > 0) setLoadedSrc(src);
    };
    image.addEventListener('load', onLoad);
    image.src = src;
    return () => image.removeEventListener('load', onLoad);
  }, [src]);
  return src !== null && loadedSrc === src;
}

/**
 * The user's picture, or the first letter of their name on a colour derived from it (while the
 * picture loads, when it fails, or when there is none). Written here rather than with Radix's
 * avatar, which brought its context and primitive packages into every page's first load.
 */
export function Avatar({ name, src = null, size = 'md', className, decorative = true }: AvatarProps) {
  const loaded = usePictureLoaded(src);
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full align-middle select-none',
        sizeClasses[size],
        className,
      )}
      {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': name })}
    >
      {loaded && src ? (
        <img src={src} alt="" className="size-full object-cover" />
      ) : (
        <span
          data-testid="avatar-fallback"
          className="flex size-full items-center justify-center font-semibold text-white"
          style={{ backgroundColor: avatarColour(name) }}
        >
          {avatarInitial(name)}
        </span>
      )}
    </span>
  );
}
