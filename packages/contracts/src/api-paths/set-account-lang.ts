export const setAccountLang = { name: 'setAccountLang', method: 'PUT', path: '/account/lang' } as const;
