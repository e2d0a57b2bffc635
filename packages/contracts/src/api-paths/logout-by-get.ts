/** The original client's logout; a GET that changes state, so it needs the CSRF header too. */
export const logoutByGet = { name: 'logoutByGet', method: 'GET', path: '/logout' } as const;
