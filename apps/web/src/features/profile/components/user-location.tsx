import { pickLang } from '@pepites/contracts';
import { MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CountryFlag } from '../../../components/ui/country-flag';
import { countryName } from '../../../lib/countries';

/** "Lyon, France" with the flag, in the current language; nothing when neither is known. */
export function UserLocation({ city, country }: { city: string | null; country: string | null }) {
  const { t, i18n } = useTranslation('profile');
  if (!city && !country) return null;
  const place = [city, country ? countryName(country, pickLang(i18n.language)) : null].filter(Boolean).join(', ');
  return (
    <p className="flex items-center gap-2 text-sm text-fg-muted">
      <MapPin aria-hidden="true" className="size-4 shrink-0" />
      <span className="sr-only">{t('card.location')}: </span>
      {country && <CountryFlag code={country} />}
      <span>{place}</span>
    </p>
  );
}
