import { pickLang } from '@pepites/contracts';
import { Award } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserBadge } from '../api/get-user-badges';

/** The badge's picture, or the award icon if the picture cannot be loaded. */
function BadgeIcon({ src }: { src: string }) {
  const [broken, setBroken] = useState(false);
  if (broken) return <Award aria-hidden="true" className="size-12 text-accent" />;
  return (
    <img src={src} alt="" width={48} height={48} className="size-12 object-contain" onError={() => setBroken(true)} />
  );
}

/** Badges with their name and description in the current language (French fields vs `_en`). */
export function BadgeList({ badges }: { badges: UserBadge[] }) {
  const { t, i18n } = useTranslation('profile');
  const lang = pickLang(i18n.language);
  const dateFormat = new Intl.DateTimeFormat(lang, { dateStyle: 'long' });
  if (badges.length === 0) return <p className="text-sm text-fg-muted">{t('card.noBadges')}</p>;
  return (
    <ul className="grid gap-2 sm:grid-cols-2">
      {badges.map((badge) => (
        <li
          key={badge.id}
          className="flex items-center gap-3 rounded-xl border border-border bg-surface-2 p-3 text-start"
        >
          <BadgeIcon src={badge.icon} />
          <div className="flex min-w-0 flex-col">
            <span className="text-sm font-semibold text-fg">{lang === 'fr' ? badge.name : badge.name_en}</span>
            <span className="text-xs text-fg-muted">{lang === 'fr' ? badge.description : badge.description_en}</span>
            <span className="text-xs text-fg-muted">
              {t('card.unlockedOn', { date: dateFormat.format(new Date(badge.unlocked_at)) })}
            </span>
          </div>
        </li>
      ))}
    </ul>
  );
}
