import { CARD_TITLE_MAX_CHARS, type MediaType } from '@pepites/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useMediaQuery } from '../../hooks/use-media-query';
import { cutTitle } from '../../lib/cut-title';
import { cn, focusRing } from './cn';
import { Poster } from './poster';

export interface PosterLinkProps {
  title: string;
  src: string | null;
  icon?: ReactNode;
  /** The item's kind: a video's or a podcast's image is shown whole in the poster's frame. */
  type?: MediaType;
  /** The title's page in the app, or an outside page opened in a new tab. */
  href: string;
  external?: boolean;
  /** Said after the title on an outside link ("opens in a new tab"). */
  newTabLabel?: string;
  /** One of the first posters on screen when the page opens: fetched at once (see Poster). */
  priority?: boolean;
}

/**
 * A poster and its title linking to the title's page; the title is cut at 20
 * characters plus an ellipsis on windows wider than 400 px (the link's name keeps it whole).
 */
export function PosterLink({
  title,
  src,
  icon,
  type,
  href,
  external = false,
  newTabLabel,
  priority = false,
}: PosterLinkProps) {
  const wide = useMediaQuery('(min-width: 401px)', true);
  const body = (
    <>
      <Poster title={title} src={src} icon={icon} type={type} priority={priority} />
      <span
        aria-hidden="true"
        className="mt-2 line-clamp-2 text-sm leading-snug font-medium text-fg group-hover:text-accent"
      >
        {wide ? cutTitle(title, CARD_TITLE_MAX_CHARS) : title}
      </span>
    </>
  );
  const classes = cn('group block rounded-xl', focusRing);
  if (external) {
    return (
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={newTabLabel ? `${title} ${newTabLabel}` : title}
        title={title}
        className={classes}
      >
        {body}
      </a>
    );
  }
  return (
    <Link to={href} aria-label={title} title={title} className={classes}>
      {body}
    </Link>
  );
}
