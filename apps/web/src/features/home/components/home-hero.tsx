import { Sparkles, UserPlus, Wand2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';

interface HomeHeroProps {
  signedIn: boolean;
  /** The member's "create a list" button; the app composes it (it opens the lists feature's dialog). */
  createList?: ReactNode;
  /** The right half on wide screens: the app composes the catalogue's posters there. */
  aside?: ReactNode;
}

/** Title, subtitle and two calls to action: for members, create a list and Binge Buddy; for visitors, sign up. */
export function HomeHero({ signedIn, createList, aside }: HomeHeroProps) {
  const { t } = useTranslation('home');
  return (
    <section aria-labelledby="home-title" className="relative overflow-hidden border-b border-border bg-surface">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,var(--accent-soft),transparent_60%)]"
      />
      <div className="relative mx-auto grid max-w-7xl items-center gap-10 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-[3fr_2fr]">
        <div className="flex flex-col items-start gap-6">
          <span className="inline-flex items-center gap-2 rounded-full bg-accent-soft px-3 py-1 text-sm font-medium text-fg">
            <Sparkles aria-hidden="true" className="size-4 text-accent" />
            {t('title')}
          </span>
          <h1
            id="home-title"
            className="max-w-3xl text-4xl leading-tight font-extrabold tracking-tight text-balance text-fg sm:text-5xl lg:text-6xl"
          >
            {t('hero.title')}
          </h1>
          <p className="max-w-2xl text-lg leading-relaxed text-pretty text-fg-muted">{t('hero.subtitle')}</p>
          <div className="flex flex-wrap gap-3">
            {signedIn ? (
              <>
                {createList}
                <Button asChild size="lg" variant="secondary">
                  <Link to={paths.bingeBuddy.href()}>
                    <Wand2 aria-hidden="true" className="size-5" />
                    {t('hero.bingeBuddy')}
                  </Link>
                </Button>
              </>
            ) : (
              <>
                <Button asChild size="lg">
                  <Link to={paths.signup.href()}>
                    <UserPlus aria-hidden="true" className="size-5" />
                    {t('hero.signup')}
                  </Link>
                </Button>
                <Button asChild size="lg" variant="secondary">
                  <Link to={paths.browseLists.href()}>{t('hero.browse')}</Link>
                </Button>
              </>
            )}
          </div>
        </div>
        {aside && <div className="hidden justify-center lg:flex">{aside}</div>}
      </div>
    </section>
  );
}
