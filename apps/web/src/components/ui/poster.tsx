import type { MediaType } from '@pepites/contracts';
import { useState, type ReactNode } from 'react';
import { avatarColour } from './avatar';
import { cn } from './cn';

export interface PosterProps {
  title: string;
  /** The image address, or null when there is none: the generated poster shows instead. */
  src: string | null;
  /** A small mark on the generated poster (the content type's icon). */
  icon?: ReactNode;
  /** A thumbnail: the generated poster shows its icon only, no title (the row names the item). */
  compact?: boolean;
  className?: string;
  /**
   * The page's main image, or one of the few first posters on screen when it opens (its largest
   * paint): fetched at once with a high priority and shown before the scripts, not when scrolled to.
   */
  priority?: boolean;
  /** The item's kind: a video's or a podcast's image is shown whole (see showsWhole). */
  type?: MediaType;
}

/**
 * How many posters of a page's first row are on a phone's screen when it opens (106 px cards): those
 * are its largest paint, fetched with the page; the others wait until they are scrolled near.
 */
export const FIRST_SCREEN_POSTERS = 3;

/**
 * Movies and shows come as 2:3 posters; a video's thumbnail is 16:9 and a podcast's artwork square,
 * so cropping them to 2:3 would cut most of the picture: they are fitted inside the frame instead.
 */
export const showsWhole = (type: MediaType | undefined): boolean => type === 'youtube' || type === 'podcast';

/**
 * What fills the frame around an image shown whole: the same image (the same address, so no second
 * download), covering, blurred and dimmed, in either theme, so the bars take the picture's colours.
 */
export function PosterBackdrop({ src, className }: { src: string; className?: string }) {
  return (
    <img
      src={src}
      alt=""
      loading="lazy"
      decoding="async"
      data-testid="poster-backdrop"
      className={cn('absolute inset-0 size-full scale-125 object-cover blur-md brightness-[.6]', className)}
    />
  );
}

/**
 * A 2:3 poster with rounded corners. The generated poster (the title on a colour derived
 * from it) is always underneath: while the image loads, when it fails, or when there is none, that
 * is what shows, never a broken image. The image is decorative: the link around it names the title.
 */
export function Poster({ title, src, icon, compact = false, className, priority = false, type }: PosterProps) {
  const [loadedSrc, setLoadedSrc] = useState<string | null>(null);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = src !== null && failedSrc !== src;
  // A page's main image shows as soon as it arrives, before the scripts (it is the page's LCP).
  const shown = priority || loadedSrc === src;
  const whole = showsWhole(type);
  return (
    <div className={cn('relative aspect-[2/3] w-full overflow-hidden rounded-xl shadow-md', className)}>
      <GeneratedPoster title={title} icon={icon} compact={compact} />
      {showImage && whole && (
        <PosterBackdrop
          src={src}
          className={cn('transition-opacity duration-200', shown ? 'opacity-100' : 'opacity-0')}
        />
      )}
      {showImage && (
        <img
          src={src}
          alt=""
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          decoding="async"
          // An image that loaded or failed before React listened (a server-rendered page) is caught here.
          ref={(image) => {
            if (!image?.complete || !image.currentSrc) return;
            if (image.naturalWidth === 0) setFailedSrc(src);
            else setLoadedSrc(src);
          }}
          onLoad={() => setLoadedSrc(src)}
          onError={() => setFailedSrc(src)}
          className={cn(
            'absolute inset-0 size-full transition-opacity duration-200',
            whole ? 'object-contain' : 'object-cover',
            shown ? 'opacity-100' : 'opacity-0',
          )}
        />
      )}
    </div>
  );
}

function GeneratedPoster({ title, icon, compact }: { title: string; icon?: ReactNode; compact: boolean }) {
  return (
    <div
      aria-hidden="true"
      data-testid="generated-poster"
      className={cn(
        'absolute inset-0 bg-gradient-to-b from-white/15 to-black/35 text-white',
        // A thumbnail shows only its icon, centred; a poster its icon above the title.
        compact ? 'flex items-center justify-center [&_svg]:size-5' : 'flex flex-col justify-between p-2 md:p-3',
      )}
      style={{ backgroundColor: avatarColour(title) }}
    >
      {compact ? (
        icon
      ) : (
        <>
          <span className="opacity-80 [&_svg]:size-4 md:[&_svg]:size-5">{icon}</span>
          <span className="line-clamp-5 text-xs leading-snug font-bold break-words [text-wrap:balance] md:text-base">
            {title}
          </span>
        </>
      )}
    </div>
  );
}
