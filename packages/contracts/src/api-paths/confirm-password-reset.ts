export const confirmPasswordReset = {
  name: 'confirmPasswordReset',
  method: 'POST',
  path: '/reset-password/confirm',
} as const;
