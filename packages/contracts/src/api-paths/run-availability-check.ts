export const runAvailabilityCheck = {
  name: 'runAvailabilityCheck',
  method: 'POST',
  path: '/admin/availability-check',
} as const;
