export const moderationLog = { name: 'moderationLog', method: 'GET', path: '/admin/moderation' } as const;
