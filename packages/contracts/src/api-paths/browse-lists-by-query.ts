export const browseListsByQuery = {
  name: 'browseListsByQuery',
  method: 'GET',
  path: '/lists/getAllListsFiltered/',
} as const;
