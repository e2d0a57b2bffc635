export const browseLists = { name: 'browseLists', method: 'POST', path: '/lists/getAllListsFiltered/' } as const;
