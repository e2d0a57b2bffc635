export const revokeOtherSessions = {
  name: 'revokeOtherSessions',
  method: 'DELETE',
  path: '/account/sessions',
} as const;
