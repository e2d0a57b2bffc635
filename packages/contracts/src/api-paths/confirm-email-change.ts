export const confirmEmailChange = {
  name: 'confirmEmailChange',
  method: 'POST',
  path: '/account/email/confirm',
} as const;
