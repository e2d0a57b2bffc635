import type { Provider } from '@pepites/contracts';

/** Streaming services as the catalogue names them (France's), for the availability tests. */
const service = (provider_id: number, provider_name: string): Provider => ({
  provider_id,
  provider_name,
  logo_path: null,
});

export const NETFLIX = service(8, 'Netflix');
export const PRIME = service(119, 'Amazon Prime Video');
export const CANAL = service(381, 'Canal+');
export const APPLE_TV = service(2, 'Apple TV');
