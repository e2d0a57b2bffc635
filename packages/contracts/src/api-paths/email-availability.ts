export const emailAvailability = {
  name: 'emailAvailability',
  method: 'GET',
  path: '/users/check-email-availability',
} as const;
