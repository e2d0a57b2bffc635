export const sendContact = { name: 'sendContact', method: 'POST', path: '/contact' } as const;
