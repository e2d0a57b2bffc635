import type { Provider } from '@pepites/contracts';
import { avatarColour, avatarInitial } from '../../../components/ui/avatar';
import { cn } from '../../../components/ui/cn';
import { catalogImageUrl } from '../../../lib/catalog-images';

const sizeClasses = {
  xs: 'size-6 rounded text-[0.625rem]',
  sm: 'size-8 rounded-md text-xs',
  md: 'size-10 rounded-lg text-sm',
};

export interface ServiceLogoProps {
  provider: Provider;
  size?: keyof typeof sizeClasses;
  className?: string;
}

/**
 * A streaming service's logo, or its initial on a colour of its own when the catalogue has none.
 * Decorative: the service's name is always written or spoken beside it.
 */
export function ServiceLogo({ provider, size = 'sm', className }: ServiceLogoProps) {
  const src = catalogImageUrl(provider.logo_path, 92);
  const classes = cn('shrink-0', sizeClasses[size], className);
  if (src) return <img src={src} alt="" loading="lazy" className={cn(classes, 'bg-surface-2 object-cover')} />;
  return (
    <span
      aria-hidden="true"
      style={{ backgroundColor: avatarColour(provider.provider_name) }}
      className={cn(classes, 'flex items-center justify-center font-bold text-white')}
    >
      {avatarInitial(provider.provider_name)}
    </span>
  );
}
