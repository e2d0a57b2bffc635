export const watchProviders = {
  name: 'watchProviders',
  method: 'GET',
  path: '/catalog/watch-providers/:kind',
} as const;
