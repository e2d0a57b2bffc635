import {
  Clock,
  Cookie,
  Database,
  Download,
  Eye,
  IdCard,
  KeyRound,
  Mail,
  MonitorSmartphone,
  ScrollText,
  Trash2,
  Upload,
  UserRound,
  type LucideIcon,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn, focusRing } from '../../components/ui/cn';
import { paths } from '../../config/paths';
import { useDocumentTitle } from '../../hooks/use-document-title';

// Every figure below is the code's (docs/decisions/034-account-deletion.md, docs/security.md,
// docs/product.md): a change there must change these texts too.
const STORED = [
  { key: 'account', Icon: UserRound },
  { key: 'profile', Icon: IdCard },
  { key: 'content', Icon: Database },
  { key: 'sessions', Icon: MonitorSmartphone },
  { key: 'mails', Icon: Mail },
  { key: 'logs', Icon: ScrollText },
  { key: 'browser', Icon: Cookie },
] as const;

const RETENTION = [
  'account',
  'name',
  'sessions',
  'notifications',
  'resetLinks',
  'emailChange',
  'exports',
  'imports',
  'uploads',
  'mails',
] as const;

const CONTROLS = [
  { key: 'export', Icon: Download },
  { key: 'import', Icon: Upload },
  { key: 'email', Icon: Mail },
  { key: 'password', Icon: KeyRound },
  { key: 'sessions', Icon: MonitorSmartphone },
  { key: 'delete', Icon: Trash2 },
] as const;

const SECTIONS = ['stored', 'public', 'why', 'retention', 'controls', 'contact'] as const;

const linkClasses = cn('rounded font-medium text-fg underline underline-offset-4 hover:text-accent', focusRing);

/** /privacy: what is stored, why, for how long, and the member's controls over it. */
export function PrivacyRoute() {
  const { t } = useTranslation('privacy');
  useDocumentTitle(t('title'));
  return (
    <article className="mx-auto flex max-w-3xl flex-col gap-10 px-4 py-10 sm:px-6 sm:py-14">
      <header className="flex flex-col gap-4">
        <h1 className="text-3xl font-bold tracking-tight text-fg sm:text-4xl">{t('title')}</h1>
        <p className="text-lg leading-relaxed text-fg-muted">{t('intro')}</p>
        <nav aria-label={t('toc')} className="rounded-2xl border border-border bg-surface p-4">
          <ul className="flex flex-wrap gap-x-5 gap-y-1 text-sm">
            {SECTIONS.map((section) => (
              <li key={section}>
                <a href={`#privacy-${section}`} className={cn('inline-flex min-h-10 items-center', linkClasses)}>
                  {t(`${section}.title`)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </header>

      <PrivacySection id="stored" title={t('stored.title')}>
        <ul className="grid gap-4 sm:grid-cols-2">
          {STORED.map(({ key, Icon }) => (
            <li key={key} className="flex gap-4 rounded-2xl border border-border bg-surface p-5">
              <RoundIcon Icon={Icon} />
              <div className="flex min-w-0 flex-col gap-1">
                <h3 className="font-semibold text-fg">{t(`stored.${key}.title`)}</h3>
                <p className="text-sm leading-relaxed text-fg-muted">{t(`stored.${key}.text`)}</p>
              </div>
            </li>
          ))}
        </ul>
      </PrivacySection>

      <PrivacySection id="public" title={t('public.title')}>
        <p className="flex gap-3 leading-relaxed text-fg-muted">
          <Eye aria-hidden="true" className="mt-1 size-5 shrink-0 text-accent" />
          {t('public.text')}
        </p>
      </PrivacySection>

      <PrivacySection id="why" title={t('why.title')}>
        <p className="leading-relaxed text-fg-muted">{t('why.text')}</p>
      </PrivacySection>

      <PrivacySection id="retention" title={t('retention.title')}>
        <ul className="flex flex-col divide-y divide-border rounded-2xl border border-border bg-surface">
          {RETENTION.map((key) => (
            <li key={key} className="flex gap-3 px-4 py-3 text-sm leading-relaxed text-fg">
              <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-fg-muted" />
              {t(`retention.${key}`)}
            </li>
          ))}
        </ul>
      </PrivacySection>

      <PrivacySection id="controls" title={t('controls.title')}>
        <p className="text-fg-muted">{t('controls.intro')}</p>
        <ul className="flex flex-col gap-3">
          {CONTROLS.map(({ key, Icon }) => (
            <li key={key} className="flex gap-3 leading-relaxed text-fg">
              <Icon aria-hidden="true" className="mt-1 size-5 shrink-0 text-accent" />
              {t(`controls.${key}`)}
            </li>
          ))}
        </ul>
        <p>
          <Link to={`${paths.userProfile.href()}#account`} className={linkClasses}>
            {t('controls.profileLink')}
          </Link>
        </p>
      </PrivacySection>

      <PrivacySection id="contact" title={t('contact.title')}>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-2xl bg-accent-soft p-5 text-fg">
          <Mail aria-hidden="true" className="size-5 shrink-0 text-accent" />
          <span>{t('contact.text')}</span>
          <Link to={paths.contact.href()} className={linkClasses}>
            {t('contact.link')}
          </Link>
        </p>
      </PrivacySection>
    </article>
  );
}

function PrivacySection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={`privacy-${id}`} aria-labelledby={`privacy-${id}-title`} className="flex scroll-mt-20 flex-col gap-4">
      <h2 id={`privacy-${id}-title`} className="text-2xl font-semibold text-fg">
        {title}
      </h2>
      {children}
    </section>
  );
}

function RoundIcon({ Icon }: { Icon: LucideIcon }) {
  return (
    <span
      aria-hidden="true"
      className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-accent-soft text-accent"
    >
      <Icon className="size-5" />
    </span>
  );
}
