export const listCountByItem = {
  name: 'listCountByItem',
  method: 'GET',
  path: '/lists/getCountByProviderId/:id',
} as const;
