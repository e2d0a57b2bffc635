import { SHARE_POPUP_HEIGHT, SHARE_POPUP_WIDTH } from '@pepites/contracts';
import { paths } from '../../../config/paths';

export type ShareService = 'x' | 'facebook' | 'linkedin' | 'whatsapp' | 'reddit';

export const SHARE_SERVICES: readonly ShareService[] = ['x', 'facebook', 'linkedin', 'whatsapp', 'reddit'];

/** Each service's public share address for a link and its title. */
export function shareHref(service: ShareService, url: string, title: string): string {
  const u = encodeURIComponent(url);
  const text = encodeURIComponent(title);
  switch (service) {
    case 'x':
      return `https://twitter.com/intent/tweet?url=${u}&text=${text}`;
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${u}`;
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?url=${u}`;
    case 'whatsapp':
      return `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`;
    case 'reddit':
      return `https://www.reddit.com/submit?url=${u}&title=${text}`;
  }
}

/** A 600 × 400 popup, centred on the window, that cannot reach back to the page. */
export function openSharePopup(href: string): void {
  const left = Math.max(0, window.screenX + (window.outerWidth - SHARE_POPUP_WIDTH) / 2);
  const top = Math.max(0, window.screenY + (window.outerHeight - SHARE_POPUP_HEIGHT) / 2);
  window.open(
    href,
    'pepites-share',
    `popup,width=${SHARE_POPUP_WIDTH},height=${SHARE_POPUP_HEIGHT},left=${left},top=${top},noopener,noreferrer`,
  );
}

/** The list's public address: the server's share_url when known, else this site's own. */
export function listShareUrl(listId: number, serverUrl?: string): string {
  if (serverUrl) return serverUrl;
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  return `${origin}${paths.listDetails.href(listId)}`;
}
