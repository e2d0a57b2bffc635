import { Eye, Film, ListPlus, Mail, Rocket, TrendingUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn, focusRing } from '../../components/ui/cn';
import { paths } from '../../config/paths';
import { useDocumentTitle } from '../../hooks/use-document-title';

const FEATURES = [
  { key: 'lists', Icon: ListPlus },
  { key: 'content', Icon: Film },
  { key: 'seen', Icon: Eye },
  { key: 'trends', Icon: TrendingUp },
] as const;

const PLANS = ['socialLogin', 'mobileApp', 'forums'] as const;

/** /aboutUs: intro, main features, future plans. */
export function AboutRoute() {
  const { t } = useTranslation('about');
  useDocumentTitle(t('title'));
  return (
    <article className="mx-auto flex max-w-4xl flex-col gap-12 px-4 py-10 sm:px-6 sm:py-14">
      <header className="flex flex-col gap-4">
        <h1 className="text-3xl font-bold tracking-tight text-fg sm:text-4xl">{t('title')}</h1>
        <p className="text-lg leading-relaxed text-fg-muted">{t('intro')}</p>
      </header>

      <section aria-labelledby="about-features" className="flex flex-col gap-5">
        <h2 id="about-features" className="text-2xl font-semibold text-fg">
          {t('features.title')}
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2">
          {FEATURES.map(({ key, Icon }) => (
            <li key={key} className="flex gap-4 rounded-2xl border border-border bg-surface p-5">
              <span
                aria-hidden="true"
                className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-accent-soft text-accent"
              >
                <Icon className="size-5" />
              </span>
              <div className="flex flex-col gap-1">
                <h3 className="font-semibold text-fg">{t(`features.${key}.title`)}</h3>
                <p className="text-sm leading-relaxed text-fg-muted">{t(`features.${key}.text`)}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="about-future" className="flex flex-col gap-4">
        <h2 id="about-future" className="text-2xl font-semibold text-fg">
          {t('future.title')}
        </h2>
        <p className="text-fg-muted">{t('future.intro')}</p>
        <ul className="flex flex-col gap-3">
          {PLANS.map((plan) => (
            <li key={plan} className="flex items-center gap-3 text-fg">
              <Rocket aria-hidden="true" className="size-5 shrink-0 text-accent" />
              {t(`future.${plan}`)}
            </li>
          ))}
        </ul>
      </section>

      <p className="flex items-center gap-3 rounded-2xl bg-accent-soft p-5 text-fg">
        <Mail aria-hidden="true" className="size-5 shrink-0 text-accent" />
        <Link
          to={paths.contact.href()}
          className={cn('rounded underline underline-offset-4 hover:text-accent', focusRing)}
        >
          {t('cta')}
        </Link>
      </p>
    </article>
  );
}
