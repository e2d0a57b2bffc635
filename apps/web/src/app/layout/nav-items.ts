import { Clapperboard, Headphones, Home, LayoutList, PlaySquare, Tv, type LucideIcon } from 'lucide-react';
import { paths } from '../../config/paths';

export interface NavItem {
  key: 'home' | 'movies' | 'shows' | 'videos' | 'podcasts' | 'browseLists';
  href: string;
  Icon: LucideIcon;
  /** Active only on an exact match (the home page would otherwise match every path). */
  end?: boolean;
}

/** The navbar entries, in order (docs/product.md#layout-and-navigation); the mobile menu shows the same. */
export const NAV_ITEMS: readonly NavItem[] = [
  { key: 'home', href: paths.home.href(), Icon: Home, end: true },
  { key: 'movies', href: paths.moviesSearch.href(), Icon: Clapperboard },
  { key: 'shows', href: paths.showsSearch.href(), Icon: Tv },
  { key: 'videos', href: paths.youtubeSearch.href(), Icon: PlaySquare },
  { key: 'podcasts', href: paths.podcastsSearch.href(), Icon: Headphones },
  { key: 'browseLists', href: paths.browseLists.href(), Icon: LayoutList },
];
