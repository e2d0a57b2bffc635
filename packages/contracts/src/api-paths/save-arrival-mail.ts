export const saveArrivalMail = { name: 'saveArrivalMail', method: 'PUT', path: '/alerts/mail' } as const;
