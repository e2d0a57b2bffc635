export const myAlerts = { name: 'myAlerts', method: 'GET', path: '/alerts' } as const;
