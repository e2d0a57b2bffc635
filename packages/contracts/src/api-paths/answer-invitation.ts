export const answerInvitation = { name: 'answerInvitation', method: 'PUT', path: '/list/:listId/invitation' } as const;
