import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn, focusRing } from '../../../components/ui/cn';
import { paths } from '../../../config/paths';
import { SERVICES_ANCHOR } from './services/my-services-section';

/** Where a member picks their services: the section of their profile. */
export const servicesHref = () => `${paths.userProfile.href()}#${SERVICES_ANCHOR}`;

/** "Choose my services", inline in a sentence. */
export function ChooseServicesLink({ label }: { label?: string }) {
  const { t } = useTranslation('availability');
  return (
    <Link
      to={servicesHref()}
      className={cn('rounded font-medium text-accent underline underline-offset-4 hover:no-underline', focusRing)}
    >
      {label ?? t('services.choose')}
    </Link>
  );
}
