export const usernameAvailability = {
  name: 'usernameAvailability',
  method: 'GET',
  path: '/users/check-username-availability',
} as const;
