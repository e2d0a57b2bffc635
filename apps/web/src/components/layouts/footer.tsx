import { AtSign, ExternalLink, MessagesSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { cn, focusRing } from '../ui/cn';
import { Logo } from './logo';

/** The product's own accounts: a microblog and a chat community. */
const SOCIAL_LINKS = [
  { key: 'microblog', href: 'https://mastodon.social/@pepites', Icon: AtSign },
  { key: 'chat', href: 'https://discord.gg/pepites', Icon: MessagesSquare },
] as const;

const linkClasses = cn(
  'inline-flex min-h-10 items-center gap-2 rounded-md text-sm text-fg-muted hover:text-fg',
  focusRing,
);

export function Footer() {
  const { t } = useTranslation('nav');
  return (
    <footer className="mt-16 border-t border-border bg-surface">
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6 md:flex-row md:items-start md:justify-between">
        <div className="flex max-w-xs flex-col gap-2">
          <Logo />
          <p className="text-sm text-fg-muted">{t('footer.tagline')}</p>
        </div>
        <nav aria-label={t('footer.label')} className="flex flex-col gap-1">
          <Link to={paths.about.href()} className={linkClasses}>
            {t('footer.about')}
          </Link>
          <Link to={paths.contact.href()} className={linkClasses}>
            {t('footer.contact')}
          </Link>
          <Link to={paths.privacy.href()} className={linkClasses}>
            {t('footer.privacy')}
          </Link>
        </nav>
        <div className="flex flex-col gap-1">
          <p className="text-sm font-semibold text-fg">{t('footer.follow')}</p>
          <ul className="flex flex-col gap-1">
            {SOCIAL_LINKS.map(({ key, href, Icon }) => (
              <li key={key}>
                <a href={href} target="_blank" rel="noopener noreferrer" className={linkClasses}>
                  <Icon aria-hidden="true" className="size-4" />
                  {t(`footer.${key}`)}
                  <ExternalLink aria-hidden="true" className="size-3" />
                  <span className="sr-only">{t('footer.newTab')}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="flex flex-col gap-1 border-t border-border px-4 py-4 text-center text-xs text-fg-muted">
        <p>{t('footer.credits')}</p>
        <p>{t('footer.copyright')}</p>
      </div>
    </footer>
  );
}
