/**
 * A ZIP, not JSON: the web links to it (`downloadPath` of the export, or this path filled with
 * fillApiPath) rather than calling it with apiRequest; errors are still the API's JSON.
 */
export const downloadExport = {
  name: 'downloadExport',
  method: 'GET',
  path: '/account/exports/:exportId/download',
} as const;
