export const listAvailability = {
  name: 'listAvailability',
  method: 'GET',
  path: '/list/:listId/availability',
} as const;
