export const awardBadge = { name: 'awardBadge', method: 'POST', path: '/admin/badges/:id/award' } as const;
